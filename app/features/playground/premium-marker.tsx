import { Lock } from "lucide-react";

/** The yellow "Premium" pill of a locked data set, on its card and in its drawer. */
export function PremiumMarker({ className = "", note }: { className?: string; note?: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-yellow px-2.5 py-1 text-xs font-black tracking-wide text-navy uppercase ${className}`}
    >
      <Lock aria-hidden className="size-3" /> Premium{note ? ` · ${note}` : ""}
    </span>
  );
}
