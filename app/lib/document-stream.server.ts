import { Transform } from "node:stream";

/** Bytes collected before they are passed on even if React is still writing. */
const BATCH_BYTES = 64 * 1024;

/**
 * The body of a document response.
 *
 * - React writes the document in 4 KB pieces, all in one go for a page whose data is loaded; what
 *   was written in one go leaves as one chunk, so the web stream, the HTTP layer and the socket
 *   handle a few writes per page instead of dozens. Streaming is unchanged: whatever React writes
 *   later (a suspended part) follows in the next batch.
 *
 * React Router's `<link rel="modulepreload">` hints stay in the head (decision 071).
 */
export function createDocumentStream(onEnd: () => void): Transform {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let scheduled: NodeJS.Immediate | undefined;

  const take = (): Buffer | null => {
    if (pending.length === 0) return null;
    const chunk = pending.length === 1 ? pending[0]! : Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    return chunk;
  };

  const passOn = () => {
    if (scheduled) clearImmediate(scheduled);
    scheduled = undefined;
    const chunk = take();
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
      passOn();
      onEnd();
      callback();
    },
  });
  return body;
}
