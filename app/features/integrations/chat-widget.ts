import { chatBootSettings, type ChatBootSettings, type ChatUser } from "~/core/chat-widget.ts";
import { injectScript } from "./load-script.ts";

type IntercomCall = ["boot", ChatBootSettings] | ["update", ChatBootSettings] | ["shutdown"];
type IntercomFn = ((...args: IntercomCall) => void) & { q?: IntercomCall[] };
const w = () => window as unknown as { Intercom?: IntercomFn };

export interface ChatWidgetConfig {
  appId: string;
  scriptUrl: string;
}

/** Whom the messenger was booted for: a user id, null for a visitor, undefined before boot. */
let bootedFor: string | null | undefined;

/**
 * Boots the messenger (spec section 1) or brings it up to date: a new page updates it; a change of
 * user shuts the old conversation down and boots again, so a signed-out visitor never sees the
 * previous user's messages. The widget script itself is fetched once, when the browser is idle.
 */
export function syncChatWidget(config: ChatWidgetConfig, user: ChatUser | null, pathname: string): void {
  const settings = chatBootSettings(config.appId, user, pathname);
  const win = w();
  if (!win.Intercom) {
    // Intercom's documented queue: calls made before the script arrives are replayed by it.
    const queued: IntercomFn = Object.assign((...args: IntercomCall) => queued.q!.push(args), {
      q: [] as IntercomCall[],
    });
    win.Intercom = queued;
  }
  const who = user?.sub ?? null;
  if (bootedFor === undefined) {
    win.Intercom!("boot", settings);
    injectScript("chat", config.scriptUrl);
  } else if (bootedFor !== who) {
    win.Intercom!("shutdown");
    win.Intercom!("boot", settings);
  } else {
    win.Intercom!("update", settings);
  }
  bootedFor = who;
}

/** Consent withdrawn: end the conversation session now (the script stays until the next load). */
export function shutdownChatWidget(): void {
  if (bootedFor === undefined) return;
  w().Intercom?.("shutdown");
  bootedFor = undefined;
}
