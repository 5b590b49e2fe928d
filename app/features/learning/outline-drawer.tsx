import type { ReactNode } from "react";
import { Drawer } from "~/app/components/ui/drawer.tsx";

/** The course outline as a side drawer on phones (issue 16); its Radix code loads on first use. */
export default function OutlineDrawer({
  open,
  onOpenChange,
  title,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Drawer open={open} onOpenChange={onOpenChange} title={title} width="max-w-sm" testId="outline-drawer">
      {children}
    </Drawer>
  );
}
