import { useCallback, useEffect, useState, type ReactNode } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useRouteLoaderData,
  type RouterContextProvider,
} from "react-router";
import { allowsThirdPartyScripts, readConsentCookie } from "~/core/consent.ts";
import { isSiteChromeHidden } from "~/core/shell.ts";
import type { Logger } from "~/server/logger.ts";
import type { Viewer } from "~/server/domain/viewer.ts";
import type { Services } from "~/server/services.ts";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { useNonce } from "./components/nonce.tsx";
import { Stylesheet } from "./components/stylesheet.tsx";
import { getAppContext } from "./context.ts";
import { getViewer, viewerMiddleware } from "./lib/viewer.server.ts";
import { reportRenderError } from "./features/integrations/error-reporting.ts";
import { ThirdPartyIntegrations } from "./features/integrations/third-party-integrations.tsx";
import type { HeaderViewer } from "./features/navigation/account-menu.tsx";
import { buildSiteMenu } from "./features/navigation/menu-model.ts";
import { SiteFooter } from "./features/navigation/site-footer.tsx";
import { SiteHeader } from "./features/navigation/site-header.tsx";
import { ErrorView, NotFoundView } from "./features/shell/error-views.tsx";
import { NavigationProgress } from "./features/shell/progress-bar.tsx";
import { SessionKeeper } from "./routes/api/auth-session.tsx";
import { NewsletterForm } from "./routes/api/newsletter.tsx";
import { ConsentBox, COOKIE_SETTINGS_PARAM } from "./routes/api/set-cookie-consent.tsx";
import { MarketingEvent } from "./features/marketing/marketing-event.tsx";

/** The request step: every loader, action and resource route reads the viewer from the router context. */
export const middleware: Route.MiddlewareFunction[] = [viewerMiddleware];

// No font preloads: Chromium held the first paint for the preloaded fonts (90–140 ms on a slow
// connection); with `font-display: swap` the text shows at once in the fallback (decision 076).
export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, env, publicEnv, logger } = getAppContext(context);
  const url = new URL(request.url);
  const consent = readConsentCookie(request.headers.get("cookie"));
  const [navigation, viewer] = await Promise.all([services.navigation.get(), getViewer(context)]);
  // Who the chat widget and the error reporter may be told about: only what is configured and allowed.
  const chatUser =
    publicEnv.chatWidget && allowsThirdPartyScripts(consent) ? await services.chat.chatUser(viewer) : null;
  const errorUser = viewer && publicEnv.errorReporting.sentryDsn ? { id: viewer.userId, email: viewer.email } : null;
  return {
    signedIn: viewer !== null,
    /** Premium access by core/entitlement.ts: where premium buttons lead (usePremiumGate). */
    premium: viewer?.isSubscriber ?? false,
    viewer: viewer ? await headerViewerOf(services, viewer, logger) : null,
    // Relative, so the client's clock cannot make it wrong (see SessionKeeper).
    accessTokenExpiresInMs: viewer ? viewer.accessTokenExpiresAt.getTime() - Date.now() : null,
    siteUrl: env.siteUrl,
    publicEnv,
    consent,
    showConsent: consent === null || url.searchParams.has(COOKIE_SETTINGS_PARAM),
    navigation,
    integrations: { chatUser, errorUser },
  };
}

/**
 * The header's avatar menu reads the user's attributes (spec section 6: hidden until they are
 * loaded). Should they fail to load, the menu stays hidden rather than showing a wrong name.
 */
async function headerViewerOf(services: Services, viewer: Viewer, logger: Logger): Promise<HeaderViewer | null> {
  try {
    const known = await services.account.knownUserAttributes(viewer, { owner: viewer.userId });
    const value = (name: keyof typeof known) => known[name] || null;
    const name = [value("first_name"), value("last_name")].filter(Boolean).join(" ") || viewer.name;
    const postfix = value("portfolio_url_postfix");
    if (!postfix) return null;
    return {
      name,
      email: value("email") ?? viewer.email,
      avatarSrc: value("avatar_src"),
      portfolioUrlPostfix: postfix,
    };
  } catch (error) {
    logger.warn({ err: error }, "user attributes for the header failed to load");
    return null;
  }
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<RootData>("root");
  const envScript = data ? `window.ENV=${JSON.stringify(data.publicEnv).replace(/</g, "\\u003c")}` : "";
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f33" />
        <Meta />
        {/* The site's one stylesheet, inlined in production (see Stylesheet). */}
        <Stylesheet href={stylesheet} />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-ink">
        {children}
        {envScript && <script nonce={nonce} dangerouslySetInnerHTML={{ __html: envScript }} />}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function SiteShell({ data, children }: { data: RootData; children: ReactNode }) {
  const location = useLocation();
  const chromeHidden = isSiteChromeHidden(location.pathname);
  const menu = buildSiteMenu(data.navigation, data.publicEnv);
  const [consentReopened, setConsentReopened] = useState(false);
  const closeConsent = useCallback(() => setConsentReopened(false), []);
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[80] rounded-md bg-navy px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <NavigationProgress />
      <SessionKeeper expiresInMs={data.accessTokenExpiresInMs} />
      {!chromeHidden && (
        <SiteHeader menu={menu} appUrl={data.publicEnv.appUrl} viewer={data.viewer} signedIn={data.signedIn} />
      )}
      <div id="main" className="flex flex-1 flex-col">
        {children}
      </div>
      {!chromeHidden && (
        <SiteFooter menu={menu} newsletter={<NewsletterForm />} onCookieSettings={() => setConsentReopened(true)} />
      )}
      {(data.showConsent || consentReopened) && <ConsentBox key={location.key} onChosen={closeConsent} />}
      <ThirdPartyIntegrations
        publicEnv={data.publicEnv}
        consent={data.consent}
        chatUser={data.integrations.chatUser}
        errorUser={data.integrations.errorUser}
      />
      <MarketingEvent />
    </>
  );
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  return (
    <SiteShell data={data}>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<RootData>("root");
  useEffect(() => {
    // Server errors arrive here sanitized, already reported by the server (entry.server handleError).
    if (isRouteErrorResponse(error) || (error instanceof Error && error.message === "Unexpected Server Error")) return;
    reportRenderError(error);
  }, [error]);
  const view =
    isRouteErrorResponse(error) && error.status === 404 ? (
      <NotFoundView />
    ) : (
      <ErrorView detail={import.meta.env.DEV && error instanceof Error ? error.stack : undefined} />
    );
  return data ? <SiteShell data={data}>{view}</SiteShell> : view;
}

export type { RouterContextProvider };
