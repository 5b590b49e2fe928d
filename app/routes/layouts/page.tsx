import { href, Outlet } from "react-router";
import { Breadcrumbs, type BreadcrumbHandle } from "~/app/features/shell/breadcrumbs.tsx";

export const handle: BreadcrumbHandle = { breadcrumb: { label: "Home", url: href("/") } };

/** Page layout: the root draws the header and footer; pages get breadcrumbs above them. */
export default function PageLayout() {
  return (
    <>
      <Breadcrumbs />
      <Outlet />
    </>
  );
}
