// A link does not end in the sentence's punctuation.
const LINK_PATTERN = /(https?:\/\/[^\s<>"']*[^\s<>"'.,;:!?)\]])/g;

/**
 * Plain text with its http(s) links clickable; React escapes the rest. `external` opens them in a
 * new tab without giving that page a handle on this one.
 */
export function LinkifiedText({
  text,
  className = "font-bold break-all text-turquoise-deep underline",
  external = false,
}: {
  text: string;
  className?: string;
  external?: boolean;
}) {
  // split() with a capture group puts the links at the odd indexes.
  const parts = text.split(LINK_PATTERN);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a
            key={i}
            href={part}
            className={className}
            {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          >
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}
