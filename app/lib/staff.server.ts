import { data, type RouterContextProvider } from "react-router";
import { canUseStaffArea, type Role } from "~/core/publishing.ts";
import { getAppContext } from "../context.ts";
import { requireViewer } from "./viewer.server.ts";

/**
 * The first line of every /admin loader and action: a visitor is sent to log in, a learner gets
 * 403. The services check the role again on every call (server/domain/publishing/service.ts).
 */
export async function requireStaff(context: Readonly<RouterContextProvider>, request: Request) {
  const viewer = await requireViewer(context, request);
  const role: Role | null = await getAppContext(context).services.publishing.roleOf(viewer);
  if (!canUseStaffArea(role)) {
    throw data({ message: "This area is for Maven Analytics staff." }, { status: 403 });
  }
  return { ...viewer, role: role! };
}
