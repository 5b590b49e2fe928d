import { Transform } from "node:stream";

/** Bytes collected before they are passed on even if React is still writing. */
const BATCH_BYTES = 64 * 1024;

const HEAD_END = Buffer.from("</head>");
/** How React writes the hints React Router renders (`rel` is their first attribute). */
const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const TAG_END = 0x3e; // ">"

/**
 * Removes the `<link rel="modulepreload">` hints React Router puts in the head (decision 076).
 *
 * The page paints from its HTML and inline stylesheet; the scripts only hydrate it, and the inline
 * module script at the end of the body imports the same modules. Hinted from the head, all of them
 * finished downloading before the first paint, so Lighthouse counted them on its path (2.1–2.9 s
 * simulated against 0.8–1.5 s without). Only hints before `headEnd` go; the rest of the bytes are
 * kept as they are. Works on bytes: the head holds the whole stylesheet.
 */
export function withoutModulePreloads(html: Buffer, headEnd = html.length): Buffer {
  const head = html.subarray(0, headEnd);
  const kept: Buffer[] = [];
  let from = 0;
  for (let at = head.indexOf(MODULE_PRELOAD); at !== -1; at = head.indexOf(MODULE_PRELOAD, from)) {
    const end = head.indexOf(TAG_END, at);
    if (end === -1) break;
    kept.push(html.subarray(from, at));
    from = end + 1;
  }
  if (from === 0) return html;
  kept.push(html.subarray(from));
  return Buffer.concat(kept);
}

/**
 * The body of a document response.
 *
 * - React writes the document in 4 KB pieces, all in one go for a page whose data is loaded; what
 *   was written in one go leaves as one chunk, so the web stream, the HTTP layer and the socket
 *   handle a few writes per page instead of dozens. Streaming is unchanged: whatever React writes
 *   later (a suspended part) follows in the next batch.
 * - The head is held until it is complete and leaves without module preloads (see
 *   withoutModulePreloads).
 */
export function createDocumentStream(onEnd: () => void): Transform {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let scheduled: NodeJS.Immediate | undefined;
  // The head (and anything after it in the same bytes) until `</head>` has been written.
  let head: Buffer | null = Buffer.alloc(0);

  const take = (): Buffer | null => {
    if (pending.length === 0) return null;
    const chunk = pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    return chunk;
  };

  const passOn = (final = false) => {
    if (scheduled) clearImmediate(scheduled);
    scheduled = undefined;
    let chunk = take();
    if (head) {
      if (chunk) head = head.length === 0 ? chunk : Buffer.concat([head, chunk]);
      const end = head.indexOf(HEAD_END);
      if (end === -1 && !final) return;
      chunk = withoutModulePreloads(head, end === -1 ? head.length : end);
      head = null;
    }
    if (chunk && chunk.length > 0) body.push(chunk);
  };

  const body = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes >= BATCH_BYTES) passOn();
      else scheduled ??= setImmediate(passOn);
      callback();
    },
    flush(callback) {
      passOn(true);
      onEnd();
      callback();
    },
  });
  return body;
}
