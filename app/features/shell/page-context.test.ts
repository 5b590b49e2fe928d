import { describe, expect, it } from "vitest";
import { initialModals, modalsReducer } from "./page-context.tsx";

describe("page modal state", () => {
  it("starts with the dataset modal open when datasetId is in the URL", () => {
    expect(initialModals(new URLSearchParams("datasetId=ds_1")).dataset).toEqual({
      open: true,
      data: { datasetId: "ds_1" },
    });
    expect(initialModals(new URLSearchParams("")).dataset).toEqual({ open: false, data: null });
    expect(initialModals(new URLSearchParams("datasetId=ds_1")).video.open).toBe(false);
  });

  it("toggles, opens with data and closes each modal on its own", () => {
    let state = initialModals(new URLSearchParams());
    state = modalsReducer(state, { type: "open", modal: "video", data: { src: "/v" } });
    expect(state.video).toEqual({ open: true, data: { src: "/v" } });
    expect(state.dataset.open).toBe(false);
    state = modalsReducer(state, { type: "close", modal: "video" });
    expect(state.video).toEqual({ open: false, data: { src: "/v" } });
    state = modalsReducer(state, { type: "toggle", modal: "dataset" });
    expect(state.dataset.open).toBe(true);
    state = modalsReducer(state, { type: "toggle", modal: "dataset" });
    expect(state.dataset.open).toBe(false);
  });
});
