import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { Fragment, type ReactNode } from "react";
import { useHydrated } from "../use-hydrated.ts";
import { useReturnFocus } from "./use-return-focus.ts";

/**
 * A side sheet on Radix Dialog: focus is trapped and returned to the opener, Escape and an
 * outside click close it, and screen readers announce the title.
 */
export function Drawer({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  width = "max-w-xl",
  testId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  width?: string;
  testId?: string;
}) {
  // A portal needs the DOM; on the server (and the first client render) the drawer renders in
  // place, so a drawer that is open on load (?datasetId=) is in the server-rendered HTML.
  const hydrated = useHydrated();
  const Container = hydrated ? Dialog.Portal : Fragment;
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Container>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy/50 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
        <Dialog.Content
          data-testid={testId}
          {...returnFocus}
          className={`fixed inset-y-0 right-0 z-50 flex w-full ${width} flex-col bg-white shadow-2xl outline-none data-[state=open]:animate-[slide-in_200ms_ease-out]`}
          {...(description ? {} : { "aria-describedby": undefined })}
        >
          <header className="flex items-start justify-between gap-4 border-b border-line px-6 py-4">
            <div className="min-w-0">
              <Dialog.Title className="font-display text-xl leading-tight font-bold text-navy">{title}</Dialog.Title>
              {description && (
                <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description>
              )}
            </div>
            <Dialog.Close className="-mr-2 rounded-full p-2 text-navy hover:bg-mist" aria-label="Close">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 py-5">{children}</div>
          {footer && <footer className="border-t border-line px-6 py-4">{footer}</footer>}
        </Dialog.Content>
      </Container>
    </Dialog.Root>
  );
}
