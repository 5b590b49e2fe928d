import type { RouterContextProvider } from "react-router";
import { getAppContext } from "../context.ts";
import { getViewer } from "./viewer.server.ts";

type Membership = Awaited<ReturnType<ReturnType<typeof getAppContext>["services"]["teams"]["membership"]>>;

// Keyed by the request's router context, so it lives as long as the request. The dashboard layout,
// the team layout and the team report all ask on a team page; they get one query between them.
const byRequest = new WeakMap<Readonly<RouterContextProvider>, Promise<Membership>>();

/**
 * The viewer's team membership for this request's loaders, looked up once. Actions read it from the
 * service instead: after an action changes it, the loaders of the same request must see the change.
 */
export function getTeamMembership(context: Readonly<RouterContextProvider>): Promise<Membership> {
  let membership = byRequest.get(context);
  if (!membership) {
    membership = getViewer(context).then((viewer) => getAppContext(context).services.teams.membership(viewer));
    byRequest.set(context, membership);
  }
  return membership;
}
