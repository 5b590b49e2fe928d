import { createContext, type RouterContextProvider } from "react-router";
import { getAppContext } from "../context.ts";
import { getViewer } from "./viewer.server.ts";

type Membership = Awaited<ReturnType<ReturnType<typeof getAppContext>["services"]["teams"]["membership"]>>;

// Kept in the request's router context, as the viewer is: the dashboard layout, the team layout and
// the team report all ask on a team page, and get one query between them.
const membershipContext = createContext<Promise<Membership> | null>(null);

/**
 * The viewer's team membership for this request's loaders, looked up once. Actions read it from the
 * service instead: after an action changes it, the loaders of the same request must see the change.
 */
export function getTeamMembership(context: Readonly<RouterContextProvider>): Promise<Membership> {
  let membership = context.get(membershipContext);
  if (!membership) {
    membership = getViewer(context).then((viewer) => getAppContext(context).services.teams.membership(viewer));
    context.set(membershipContext, membership);
  }
  return membership;
}
