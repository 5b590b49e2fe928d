import { describe, expect, it, vi } from "vitest";
import { parseLessons } from "./lessons.ts";

describe("parseLessons", () => {
  it("reads a JSON-encoded lesson list", () => {
    const onError = vi.fn();
    const raw = JSON.stringify([{ title: "Intro", kind: "video", minutes: 4 }]);
    expect(parseLessons(raw, onError)).toEqual([{ title: "Intro", kind: "video", minutes: 4 }]);
    expect(onError).not.toHaveBeenCalled();
  });

  it.each(['[{"title":', "not json", '{"title":"x"}', '[{"title":"x","kind":"dance","minutes":1}]'])(
    "reports %j and uses an empty list",
    (raw) => {
      const onError = vi.fn();
      expect(parseLessons(raw, onError)).toEqual([]);
      expect(onError).toHaveBeenCalledOnce();
    },
  );
});
