import { describe, expect, it } from "vitest";
import { MAX_IMAGE_BYTES, sniffImageKind, tooManyImagesMessage } from "./images.ts";

const bytes = (...values: number[]) => Uint8Array.from(values);

describe("sniffImageKind", () => {
  it("recognises PNG, JPEG and WebP by their first bytes", () => {
    expect(sniffImageKind(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0))).toBe("png");
    expect(sniffImageKind(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe("jpeg");
    const webp = new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WEBPVP8 ");
    expect(sniffImageKind(webp)).toBe("webp");
  });

  it("refuses other formats, text, truncated signatures and an empty file", () => {
    expect(sniffImageKind(new TextEncoder().encode("GIF89a..."))).toBeNull();
    expect(sniffImageKind(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffImageKind(new TextEncoder().encode("RIFF\u0000\u0000\u0000\u0000WAVEfmt "))).toBeNull();
    expect(sniffImageKind(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(sniffImageKind(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffImageKind(new Uint8Array())).toBeNull();
  });
});

describe("limits", () => {
  it("is 5 MB in base 1000, as file sizes are shown", () => {
    expect(MAX_IMAGE_BYTES).toBe(5_000_000);
  });
  it("words the file-count limit for one image and for several", () => {
    expect(tooManyImagesMessage(1)).toBe("Choose one image at a time.");
    expect(tooManyImagesMessage(6)).toBe("Add at most 6 images.");
  });
});
