import { pino } from "pino";

/** A real logger that writes nowhere, with its warnings kept for assertions. */
export function createTestLogger() {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: "debug" },
    { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
  );
  return { logger, lines };
}
