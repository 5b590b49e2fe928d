// Stand-ins for the outside services of the integrations spec (docs/decisions/013-integrations.md):
// the vendors' scripts and Sentry's ingest endpoint, on 127.0.0.1 and any free port.
//
//   GET  /intercom/widget/<app id>   a messenger stub: replays Intercom's queue and records every
//                                    call in window.__intercomStub = { appId, calls: [[command, settings]] }
//   GET  /scripts/<name>[/<id>].js   a tracking script stub: records { name, id } in window.__thirdPartyStubs
//   POST /api/<project>/envelope/    Sentry's envelope endpoint: records each envelope's items
//   GET  /__envelopes                JSON: every recorded item, { type, header, payload }
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface EnvelopeItem {
  type: string;
  envelope: Record<string, unknown>;
  payload: Record<string, unknown>;
}

export interface ThirdPartyStubs {
  url: string;
  envelopes(): EnvelopeItem[];
  close(): Promise<void>;
}

const js = (res: http.ServerResponse, body: string) =>
  res.writeHead(200, { "content-type": "text/javascript", "cache-control": "no-store" }).end(body);

function intercomStub(appId: string): string {
  return `(function () {
  var calls = [];
  var queued = (window.Intercom && window.Intercom.q) || [];
  for (var i = 0; i < queued.length; i++) calls.push(Array.prototype.slice.call(queued[i]));
  window.Intercom = function () { calls.push(Array.prototype.slice.call(arguments)); };
  window.__intercomStub = { appId: ${JSON.stringify(appId)}, calls: calls };
})();`;
}

function trackingStub(name: string, id: string | null): string {
  return `(window.__thirdPartyStubs = window.__thirdPartyStubs || []).push(${JSON.stringify({ name, id })});`;
}

/** An envelope is newline-separated JSON: a header, then item header / payload pairs. */
function parseEnvelope(raw: string): EnvelopeItem[] {
  const lines = raw.split("\n").filter((line) => line.trim() !== "");
  const envelope = JSON.parse(lines[0] ?? "{}") as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    const header = JSON.parse(lines[i]!) as { type: string };
    let payload: Record<string, unknown>;
    try {
      payload = JSON.parse(lines[i + 1]!) as Record<string, unknown>;
    } catch {
      payload = {};
    }
    items.push({ type: header.type, envelope, payload });
  }
  return items;
}

export async function startThirdPartyStubs(): Promise<ThirdPartyStubs> {
  const received: EnvelopeItem[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://stub");
      res.setHeader("access-control-allow-origin", "*");
      if (req.method === "OPTIONS") {
        res.writeHead(204, { "access-control-allow-headers": "*", "access-control-allow-methods": "POST" }).end();
        return;
      }
      const widget = /^\/intercom\/widget\/([^/]+)$/.exec(url.pathname);
      if (req.method === "GET" && widget) return js(res, intercomStub(decodeURIComponent(widget[1]!)));
      const script = /^\/scripts\/([a-z-]+)(?:\/([^/]+))?\.js$/.exec(url.pathname);
      if (req.method === "GET" && script) {
        return js(res, trackingStub(script[1]!, script[2] ?? url.searchParams.get("id")));
      }
      if (req.method === "POST" && /^\/api\/\d+\/envelope\/?$/.test(url.pathname)) {
        received.push(...parseEnvelope(Buffer.concat(chunks).toString("utf8")));
        res.writeHead(200, { "content-type": "application/json" }).end("{}");
        return;
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    envelopes: () => [...received],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
