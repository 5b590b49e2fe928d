import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { ObjectiveSchema, parseJsonList, ProjectImageSchema } from "./json-list.ts";

describe("parseJsonList", () => {
  it("reads a JSON-encoded list of objectives in order", () => {
    const onError = vi.fn();
    const objectives = [
      { title: "Load the data", detail: "Import the CSV." },
      { title: "Clean it", detail: "" },
    ];
    expect(parseJsonList(JSON.stringify(objectives), ObjectiveSchema, onError)).toEqual(objectives);
    expect(onError).not.toHaveBeenCalled();
  });

  it("reads an empty list without reporting it", () => {
    const onError = vi.fn();
    expect(parseJsonList("[]", z.string(), onError)).toEqual([]);
    expect(onError).not.toHaveBeenCalled();
  });

  it.each([
    ["cut-off JSON", '[{"title": "cut off'],
    ["not JSON at all", "not json"],
    ["an empty string", ""],
    ["an object instead of a list", '{"title":"x","detail":"y"}'],
    ["null", "null"],
    ["an item of the wrong shape", '[{"title":"x"}]'],
    ["an empty title", '[{"title":"","detail":"y"}]'],
  ])("reads %s as an empty list and reports it once", (_label, raw) => {
    const onError = vi.fn();
    expect(parseJsonList(raw, ObjectiveSchema, onError)).toEqual([]);
    expect(onError).toHaveBeenCalledOnce();
    expect(onError.mock.calls[0]![0]).toBeInstanceOf(Error);
  });

  it("rejects the whole list when one item is wrong", () => {
    const onError = vi.fn();
    const raw = JSON.stringify([{ title: "ok", detail: "" }, { title: 1 }]);
    expect(parseJsonList(raw, ObjectiveSchema, onError)).toEqual([]);
    expect(onError).toHaveBeenCalledOnce();
  });

  describe("project images", () => {
    it("accepts images served from this site", () => {
      const images = [{ src: "/images/showcase/prj_01-1.svg", alt: "A chart" }];
      expect(parseJsonList(JSON.stringify(images), ProjectImageSchema, vi.fn())).toEqual(images);
    });

    it.each([
      "https://evil.example/x.png",
      "javascript:alert(1)",
      "/images/x.svg?onload=1",
      '/images/"><script>.svg',
      "images/relative.png",
    ])("refuses the source %j", (src) => {
      const onError = vi.fn();
      expect(parseJsonList(JSON.stringify([{ src, alt: "" }]), ProjectImageSchema, onError)).toEqual([]);
      expect(onError).toHaveBeenCalledOnce();
    });

    // A protocol-relative address would load from another origin.
    it("refuses a protocol-relative source", () => {
      const onError = vi.fn();
      const raw = JSON.stringify([{ src: "//evil.example/x.png", alt: "" }]);
      expect(parseJsonList(raw, ProjectImageSchema, onError)).toEqual([]);
    });
  });
});
