import { Heart } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { href, useFetcher } from "react-router";
import { useHydrated } from "~/app/components/use-hydrated.ts";
import { likesLabel } from "~/core/projects.ts";

export interface LikeActionData {
  liked?: boolean;
  likeCount?: number;
  error?: string;
}

/**
 * Like / unlike as a toggle button. It is a form posting to the project's action: without
 * JavaScript the page reloads (and a visitor is sent to log in and back); with it the button
 * and the count change at once and the server's answer settles them. A click while one is being
 * saved waits for it and is sent after it: two posts in flight could reach the database in either
 * order and leave the opposite of the last click.
 */
export function LikeButton({
  projectId,
  liked,
  likeCount,
  returnTo,
  size = "large",
  label,
}: {
  projectId: string;
  liked: boolean;
  likeCount: number;
  /** Where the no-JavaScript post comes back to (and where log-in returns). */
  returnTo: string;
  size?: "large" | "small";
  /** What is liked, for screen readers, where several buttons share a page (the showcase). */
  label?: string;
}) {
  const fetcher = useFetcher<LikeActionData>();
  const hydrated = useHydrated();
  const pending = fetcher.formData?.get("intent");
  // The state the last click asked for while a post was still going.
  const [queued, setQueued] = useState<boolean | null>(null);
  const shownLiked = queued ?? (pending === "like" ? true : pending === "unlike" ? false : liked);
  const action = href("/project/:id", { id: projectId });
  const busy = fetcher.state !== "idle";

  // What this button last sent for a queued click, until that post shows as pending.
  const sent = useRef<boolean | null>(null);
  useEffect(() => {
    if (queued === null) return;
    if (busy) {
      if (sent.current === queued && pending === (queued ? "like" : "unlike")) {
        sent.current = null;
        setQueued(null);
      }
      return;
    }
    // `liked` is the saved state here: the post and the revalidation after it have finished.
    if (queued === liked) {
      setQueued(null);
      return;
    }
    sent.current = queued;
    void fetcher.submit({ returnTo, respond: "data", intent: queued ? "like" : "unlike" }, { method: "post", action });
  }, [busy, queued, pending, liked, fetcher, returnTo, action]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!busy) return;
    event.preventDefault();
    setQueued(!shownLiked);
  };
  const shownCount = likeCount + (shownLiked === liked ? 0 : shownLiked ? 1 : -1);
  const error = fetcher.state === "idle" ? fetcher.data?.error : undefined;
  const large = size === "large";
  return (
    <fetcher.Form
      method="post"
      action={action}
      onSubmit={onSubmit}
      className={`relative z-10 inline-flex flex-wrap items-center gap-2 ${large ? "" : "text-sm"}`}
    >
      <input type="hidden" name="returnTo" value={returnTo} />
      {hydrated && <input type="hidden" name="respond" value="data" />}
      <button
        type="submit"
        name="intent"
        value={shownLiked ? "unlike" : "like"}
        aria-pressed={shownLiked}
        className={`inline-flex items-center gap-1.5 rounded-full border font-bold transition ${large ? "px-4 py-2" : "px-3 py-1"} ${shownLiked ? "border-navy bg-navy text-white hover:bg-navy-700" : "border-line bg-white text-navy hover:bg-mist"}`}
      >
        <Heart
          aria-hidden
          className={`size-4 ${shownLiked ? "fill-turquoise text-turquoise" : "text-turquoise-deep"}`}
        />
        Like
        {label && <span className="sr-only"> {label}</span>}
      </button>
      <span aria-live="polite" className="text-muted">
        {likesLabel(shownCount)}
      </span>
      {error && (
        <span role="alert" className="font-semibold text-red-700">
          {error}
        </span>
      )}
    </fetcher.Form>
  );
}
