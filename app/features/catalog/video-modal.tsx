import { PlayCircle } from "lucide-react";
import { useState } from "react";
import { splitComponent, useMountedOnceActive } from "~/app/components/split-component.ts";

// The dialog (Radix) loads on the way to the first click, not with the course page.
const dialog = splitComponent(() => import("./video-modal-dialog.tsx"));

/**
 * Spec section 2: the video modal with a 16:9 embedded player. The iframe exists only while the
 * modal is open, so nothing loads (or plays) until the learner asks for it.
 */
export function VideoModalButton({
  title,
  src,
  label = "Watch the trailer",
}: {
  title: string;
  src: string;
  label?: string;
}) {
  const [open, setOpen] = useState(false);
  const mounted = useMountedOnceActive(open);
  return (
    <>
      <button
        type="button"
        className="btn btn-primary"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        {...dialog.intentProps}
      >
        <PlayCircle aria-hidden className="size-5" /> {label}
      </button>
      {mounted && <dialog.Component title={title} src={src} open={open} onOpenChange={setOpen} />}
    </>
  );
}
