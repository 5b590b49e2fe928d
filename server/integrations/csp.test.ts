import { describe, expect, it } from "vitest";
import { parseEnv } from "../env.ts";
import { thirdPartySources } from "./csp.ts";

describe("third-party CSP sources", () => {
  it("adds nothing when no third party is configured", () => {
    expect(thirdPartySources(parseEnv({}))).toEqual({
      script: [],
      connect: [],
      img: [],
      font: [],
      frame: [],
      media: [],
    });
  });

  it("adds only the origin of a script served from elsewhere than the vendor (a proxy, a stand-in)", () => {
    const env = parseEnv({
      INTERCOM_APP_ID: "abc",
      INTERCOM_WIDGET_URL: "http://127.0.0.1:4000/intercom/{id}",
      TAG_MANAGER_ID: "GTM-1",
      TAG_MANAGER_SCRIPT_URL: "https://tags.example.com/gtm.js?id={id}",
    });
    const sources = thirdPartySources(env);
    expect(sources.script).toEqual(["http://127.0.0.1:4000", "https://tags.example.com"]);
    expect(sources.connect).toEqual(["http://127.0.0.1:4000", "https://tags.example.com"]);
    expect(sources.img).toEqual([]);
  });

  it("adds what a vendor's own script needs when it comes from the vendor", () => {
    const sources = thirdPartySources(parseEnv({ INTERCOM_APP_ID: "abc" }));
    expect(sources.script).toContain("https://widget.intercom.io");
    expect(sources.script).toContain("https://js.intercomcdn.com");
    expect(sources.connect).toContain("wss://nexus-websocket-a.intercom.io");
  });

  it("adds nothing for a chat widget that is switched off", () => {
    const sources = thirdPartySources(parseEnv({ INTERCOM_APP_ID: "abc", DISABLE_INTERCOM: "true" }));
    expect(sources.script).toEqual([]);
  });

  it("lets the browser reach Sentry's ingest origin only with a DSN", () => {
    const sources = thirdPartySources(parseEnv({ SENTRY_DSN: "https://key@o1.ingest.sentry.io/42" }));
    expect(sources).toMatchObject({ script: [], connect: ["https://o1.ingest.sentry.io"] });
  });
});
