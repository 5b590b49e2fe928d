import { PlayCircle } from "lucide-react";
import { useState } from "react";
import { Modal } from "~/app/components/ui/modal.tsx";

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
  return (
    <>
      <button type="button" className="btn btn-primary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <PlayCircle aria-hidden className="size-5" /> {label}
      </button>
      <Modal open={open} onOpenChange={setOpen} title={title} testId="video-modal">
        <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-black">
          {open && (
            <iframe
              src={src}
              title={title}
              className="absolute inset-0 size-full"
              allow="autoplay; fullscreen; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          )}
        </div>
      </Modal>
    </>
  );
}
