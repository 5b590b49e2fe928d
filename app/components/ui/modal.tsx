import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { useReturnFocus } from "./use-return-focus.ts";

/** A centred dialog (Radix): focus trap, Escape and outside click close it, title announced. */
export function Modal({
  open,
  onOpenChange,
  title,
  children,
  className = "max-w-3xl",
  testId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy/70" />
        <Dialog.Content
          data-testid={testId}
          {...returnFocus}
          aria-describedby={undefined}
          className={`fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] ${className} -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-navy p-3 shadow-2xl outline-none sm:p-4`}
        >
          <div className="mb-3 flex items-center justify-between gap-4 px-1">
            <Dialog.Title className="truncate font-display text-lg font-bold text-white">{title}</Dialog.Title>
            <Dialog.Close className="rounded-full p-2 text-white hover:bg-white/10" aria-label="Close">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
