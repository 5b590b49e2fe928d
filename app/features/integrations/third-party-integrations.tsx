import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { ChatUser } from "~/core/chat-widget.ts";
import { allowsThirdPartyScripts, type Consent } from "~/core/consent.ts";
import type { PublicEnv } from "~/server/env.ts";
import { shutdownChatWidget, syncChatWidget } from "./chat-widget.ts";
import { setErrorReportingUser, type ErrorReportingUser } from "./error-reporting.ts";
import { whenIdle } from "./load-script.ts";
import { loadTrackingScripts, trackPageView } from "./tracking-scripts.ts";

/**
 * The chat widget and the tracking scripts (spec sections 1 and 7), loaded after hydration when
 * the browser is idle, and only with cookie consent `all`; plus the error reporter's user.
 * Renders nothing.
 */
export function ThirdPartyIntegrations({
  publicEnv,
  consent,
  chatUser,
  errorUser,
}: {
  publicEnv: PublicEnv;
  consent: Consent | null;
  chatUser: ChatUser | null;
  errorUser: ErrorReportingUser | null;
}) {
  const { pathname } = useLocation();
  const allowed = allowsThirdPartyScripts(consent);
  const { chatWidget, trackingScripts } = publicEnv;

  const trackingLoaded = useRef(false);
  const trackedPath = useRef(pathname);
  useEffect(() => {
    if (!allowed || trackingScripts.length === 0 || trackingLoaded.current) return;
    return whenIdle(() => {
      trackingLoaded.current = true;
      trackedPath.current = window.location.pathname;
      loadTrackingScripts(trackingScripts);
    });
  }, [allowed, trackingScripts]);
  useEffect(() => {
    if (!trackingLoaded.current || trackedPath.current === pathname) return;
    trackedPath.current = pathname;
    trackPageView(trackingScripts, pathname);
  }, [pathname, trackingScripts]);

  // Stable across revalidations that return the same user.
  const chatUserKey = chatUser ? JSON.stringify(chatUser) : "";
  const appId = chatWidget?.appId;
  const scriptUrl = chatWidget?.scriptUrl;
  useEffect(() => {
    if (!appId || !scriptUrl) return;
    if (!allowed) {
      shutdownChatWidget();
      return;
    }
    const user = chatUserKey ? (JSON.parse(chatUserKey) as ChatUser) : null;
    return whenIdle(() => syncChatWidget({ appId, scriptUrl }, user, pathname));
  }, [appId, scriptUrl, allowed, chatUserKey, pathname]);

  const errorUserId = errorUser?.id;
  const errorUserEmail = errorUser?.email;
  useEffect(() => {
    setErrorReportingUser(errorUserId && errorUserEmail ? { id: errorUserId, email: errorUserEmail } : null);
  }, [errorUserId, errorUserEmail]);

  return null;
}
