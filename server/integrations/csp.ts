import type { TrackingScriptName } from "~/core/third-party.ts";
import type { Env } from "../env.ts";

/** Extra sources per CSP directive that the configured third parties need. */
export interface ThirdPartySources {
  script: string[];
  connect: string[];
  img: string[];
  font: string[];
  frame: string[];
  media: string[];
}

type VendorSources = Partial<ThirdPartySources>;

/**
 * What each vendor's own script reaches beyond the host it is served from, from the vendors' CSP
 * guides. Used only while the script comes from that vendor's default host; a script served from
 * anywhere else (a proxy, a test stand-in) gets its own origin and nothing more.
 */
const VENDOR_SOURCES: Record<string, VendorSources> = {
  "https://widget.intercom.io": {
    script: ["https://app.intercom.io", "https://widget.intercom.io", "https://js.intercomcdn.com"],
    connect: [
      "https://via.intercom.io",
      "https://api.intercom.io",
      "https://api-iam.intercom.io",
      "https://api-ping.intercom.io",
      "https://nexus-websocket-a.intercom.io",
      "wss://nexus-websocket-a.intercom.io",
      "https://nexus-websocket-b.intercom.io",
      "wss://nexus-websocket-b.intercom.io",
      "https://uploads.intercomcdn.com",
      "https://uploads.intercomusercontent.com",
    ],
    img: [
      "https://js.intercomcdn.com",
      "https://static.intercomassets.com",
      "https://downloads.intercomcdn.com",
      "https://uploads.intercomusercontent.com",
      "https://gifs.intercomcdn.com",
    ],
    font: ["https://js.intercomcdn.com", "https://fonts.intercomcdn.com"],
    frame: ["https://intercom-sheets.com", "https://www.intercom-reporting.com"],
    media: ["https://js.intercomcdn.com"],
  },
  "https://www.googletagmanager.com": {
    connect: ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"],
    img: ["https://www.googletagmanager.com", "https://*.google-analytics.com"],
  },
  "https://js.hs-scripts.com": {
    script: ["https://js.hs-analytics.net", "https://js.hs-banner.com", "https://js.hscollectedforms.net"],
    connect: ["https://*.hubspot.com", "https://*.hs-banner.com", "https://forms.hscollectedforms.net"],
    img: ["https://track.hubspot.com"],
  },
  "https://r.wdfl.co": { connect: ["https://r.wdfl.co"] },
};

const originOf = (url: string) => new URL(url).origin;

/**
 * The sources the Content-Security-Policy adds for what is configured: nothing when no third
 * party is, so the policy stays as tight as the configuration allows. Sentry's ingest origin is
 * added to connect-src only with a DSN.
 */
export function thirdPartySources(
  env: Pick<Env, "intercom" | "trackingScripts" | "errorReporting">,
): ThirdPartySources {
  const sources: Record<keyof ThirdPartySources, Set<string>> = {
    script: new Set(),
    connect: new Set(),
    img: new Set(),
    font: new Set(),
    frame: new Set(),
    media: new Set(),
  };
  const scripts: { name: TrackingScriptName | "chat"; src: string }[] = [
    ...(env.intercom ? [{ name: "chat" as const, src: env.intercom.scriptUrl }] : []),
    ...env.trackingScripts,
  ];
  for (const { src } of scripts) {
    const origin = originOf(src);
    sources.script.add(origin);
    sources.connect.add(origin);
    const vendor = VENDOR_SOURCES[origin];
    if (!vendor) continue;
    for (const key of Object.keys(sources) as (keyof ThirdPartySources)[]) {
      for (const value of vendor[key] ?? []) sources[key].add(value);
    }
  }
  if (env.errorReporting.sentryDsn) sources.connect.add(originOf(env.errorReporting.sentryDsn));
  return {
    script: [...sources.script],
    connect: [...sources.connect],
    img: [...sources.img],
    font: [...sources.font],
    frame: [...sources.frame],
    media: [...sources.media],
  };
}
