// Load shedding (issue 20): under a burst, requests beyond what this process can serve in time get
// an immediate 503 with Retry-After instead of waiting until the client gives up. At most
// `maxInFlight` requests run at once and `maxQueued` wait, each for at most `queueTimeoutMs`.
// Hand-written, a counter and a FIFO: @fastify/under-pressure is Fastify's, toobusy-js judges by
// event-loop lag and is unmaintained, and neither bounds the queue, which is what keeps latency
// bounded (decision 028; measured by bench:reliability at 200 connections).
import type { RequestHandler, Response } from "express";

export interface LoadShedderOptions {
  maxInFlight: number;
  maxQueued: number;
  queueTimeoutMs: number;
  /** Seconds a shed client is asked to wait. */
  retryAfterS?: number;
}

export const SHED_MESSAGE = "The site is very busy right now. Please try again in a moment.";

export function createLoadShedder({ maxInFlight, maxQueued, queueTimeoutMs, retryAfterS = 2 }: LoadShedderOptions) {
  let inFlight = 0;
  let shed = 0;
  const queue: { start: () => void; cancelled: boolean }[] = [];

  function refuse(res: Response) {
    shed++;
    if (res.headersSent) return;
    res.status(503).set("Retry-After", String(retryAfterS)).set("Cache-Control", "no-store");
    res.type("text/plain").send(`${SHED_MESSAGE}\n`);
  }

  function startNext() {
    while (queue.length > 0 && inFlight < maxInFlight) {
      const waiting = queue.shift()!;
      if (!waiting.cancelled) waiting.start();
    }
  }

  const middleware: RequestHandler = (_req, res, next) => {
    const start = () => {
      inFlight++;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        inFlight--;
        startNext();
      };
      res.on("finish", release);
      res.on("close", release);
      next();
    };
    if (inFlight < maxInFlight) return start();
    if (queue.length >= maxQueued) return refuse(res);
    const entry = { start: () => {}, cancelled: false };
    const timer = setTimeout(() => {
      entry.cancelled = true;
      refuse(res);
    }, queueTimeoutMs);
    entry.start = () => {
      clearTimeout(timer);
      start();
    };
    // A client that leaves while waiting frees its place (the response closes before it finished).
    res.on("close", () => {
      if (entry.cancelled) return;
      entry.cancelled = true;
      clearTimeout(timer);
    });
    queue.push(entry);
  };

  return {
    middleware,
    stats: () => ({ inFlight, queued: queue.filter((e) => !e.cancelled).length, shed }),
  };
}
