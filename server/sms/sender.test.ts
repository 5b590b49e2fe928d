import http from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDevOutbox } from "../mail/outbox.ts";
import { createSmsSender, maskPhone } from "./sender.ts";

function memoryLogger() {
  const lines: string[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(line) });
  return { logger, lines };
}

interface Hit {
  method: string | undefined;
  path: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
  body: URLSearchParams;
}

describe("createSmsSender with a Twilio-style provider", () => {
  const hits: Hit[] = [];
  let status = 201;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      hits.push({
        method: req.method,
        path: req.url,
        authorization: req.headers.authorization,
        contentType: req.headers["content-type"],
        body: new URLSearchParams(Buffer.concat(chunks).toString("utf8")),
      });
      res.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ sid: "SM1" }));
    });
  });
  let url = "";

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/2010-04-01/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const sms = () => ({ url, accountId: "AC123", authToken: "tok:en", from: "+15555550000" });

  it("posts the form to /Accounts/{id}/Messages.json with Basic auth", async () => {
    status = 201;
    const { logger, lines } = memoryLogger();
    const sender = createSmsSender({ sms: sms(), devMailbox: true, outbox: createDevOutbox(), logger });
    await sender.send("+15555550123", "Your code is 424242.");

    const hit = hits.at(-1)!;
    expect(hit.method).toBe("POST");
    expect(hit.path).toBe("/2010-04-01/Accounts/AC123/Messages.json");
    expect(hit.authorization).toBe(`Basic ${Buffer.from("AC123:tok:en").toString("base64")}`);
    expect(hit.contentType).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(hit.body)).toEqual({
      To: "+15555550123",
      From: "+15555550000",
      Body: "Your code is 424242.",
    });
    const log = lines.join("");
    expect(log).not.toContain("424242");
    expect(log).not.toContain("+15555550123");
  });

  it("rejects on a 500 with the status, without the body in the error or the logs", async () => {
    status = 500;
    const { logger, lines } = memoryLogger();
    const sender = createSmsSender({ sms: sms(), devMailbox: false, outbox: null, logger });
    const failure = sender.send("+15555550123", "Your code is 515151.");
    await expect(failure).rejects.toThrow("SMS provider answered 500");
    await failure.catch((error: Error) => expect(error.message).not.toContain("515151"));
    expect(lines.join("")).toContain("sms send failed");
    expect(lines.join("")).not.toContain("515151");
  });
});

describe("createSmsSender without a provider", () => {
  it("keeps the text in the development outbox", async () => {
    const { logger, lines } = memoryLogger();
    const outbox = createDevOutbox();
    const sender = createSmsSender({ sms: null, devMailbox: true, outbox, logger });
    await sender.send("+15555550123", "Your code is 111111.");
    expect(outbox.latestFor("+15555550123", "sms")).toMatchObject({ kind: "sms", text: "Your code is 111111." });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("DEV SMS OUTBOX");
  });

  it("refuses to start with neither a provider nor the development outbox", () => {
    const { logger } = memoryLogger();
    expect(() => createSmsSender({ sms: null, devMailbox: false, outbox: null, logger })).toThrow(/SMS_PROVIDER_URL/);
  });
});

describe("maskPhone", () => {
  it("keeps the last four digits", () => {
    expect(maskPhone("+15555550123")).toBe("********0123");
    expect(maskPhone("123")).toBe("****");
  });
});
