import { Modal } from "~/app/components/ui/modal.tsx";

/** The trailer's dialog: a 16:9 embedded player, in the DOM only while open so nothing loads or plays before. */
export default function VideoModalDialog({
  title,
  src,
  open,
  onOpenChange,
}: {
  title: string;
  src: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} testId="video-modal">
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
  );
}
