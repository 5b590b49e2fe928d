import { Link, href } from "react-router";

export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  const text = tone === "dark" ? "text-navy" : "text-white";
  return (
    <Link to={href("/")} className={`inline-flex items-center gap-2 ${text}`} aria-label="Maven Analytics home">
      <svg viewBox="0 0 40 40" className="size-9 shrink-0" aria-hidden="true">
        <rect width="40" height="40" rx="10" fill="#0b1f33" />
        <path
          d="M9 29V13l6 8 5-8 5 8 6-8v16"
          fill="none"
          stroke="#20e2d7"
          strokeWidth="3.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="31" cy="11" r="2.6" fill="#f9fea5" />
      </svg>
      <span className="font-display text-xl leading-none font-bold tracking-tight">
        Maven <span className="font-semibold">Analytics</span>
      </span>
    </Link>
  );
}
