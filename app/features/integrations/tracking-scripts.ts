import type { TrackingScript } from "~/core/third-party.ts";
import { injectScript } from "./load-script.ts";

type Queue = unknown[] & { push: (...items: unknown[]) => number };
interface TrackingWindow {
  dataLayer?: Queue;
  _hsq?: Queue;
  _rwq?: string;
  rewardful?: ((...args: unknown[]) => void) & { q?: unknown[][] };
}

const w = () => window as unknown as TrackingWindow;

/** Each vendor's documented start-up step, run before its script loads. */
function prepare(script: TrackingScript): void {
  switch (script.name) {
    case "tag-manager":
      w().dataLayer ??= [] as unknown as Queue;
      w().dataLayer!.push({ "gtm.start": Date.now(), event: "gtm.js" });
      break;
    case "crm":
      w()._hsq ??= [] as unknown as Queue;
      break;
    case "referral": {
      const win = w();
      win._rwq = "rewardful";
      win.rewardful ??= Object.assign(
        (...args: unknown[]) => {
          (win.rewardful!.q ??= []).push(args);
        },
        { q: [] as unknown[][] },
      );
      break;
    }
    case "loader":
      break;
  }
}

export function loadTrackingScripts(scripts: readonly TrackingScript[]): void {
  for (const script of scripts) {
    prepare(script);
    injectScript(script.name, script.src, script.data);
  }
}

/** Client-side navigations are page views for the tag manager and the CRM. */
export function trackPageView(scripts: readonly TrackingScript[], path: string): void {
  for (const script of scripts) {
    if (script.name === "tag-manager") w().dataLayer?.push({ event: "page_view", page_path: path });
    if (script.name === "crm") w()._hsq?.push(["setPath", path], ["trackPageView"]);
  }
}
