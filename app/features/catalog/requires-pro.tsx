import { Lock } from "lucide-react";
import type { ReactNode } from "react";

/**
 * A premium item's start button for someone without Pro: the "Requires Pro" label and why sit
 * beside the button, so the plans page is not the first place that says so. `id` names the line
 * for the button's aria-describedby.
 */
export function RequiresPro({
  id,
  what,
  signedIn,
  className = "",
  tone = "light",
  children,
}: {
  id: string;
  /** What Pro includes, as a plural: "Learning paths". */
  what: string;
  /** A visitor is told to make a free account first; they come back to this page. */
  signedIn: boolean;
  className?: string;
  tone?: "light" | "dark";
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-wrap items-center gap-x-4 gap-y-3 ${className}`}>
      {children}
      <p id={id} className={`max-w-md text-sm ${tone === "dark" ? "text-white/85" : "text-muted"}`}>
        <span className="mr-1.5 inline-flex items-center gap-1 rounded-full bg-yellow px-2.5 py-0.5 font-bold text-navy">
          <Lock aria-hidden className="size-3.5" /> Requires Pro
        </span>{" "}
        {what} are included with Maven Pro.
        {signedIn ? "" : " Create a free account first: you come back here and can start Pro."}
      </p>
    </div>
  );
}
