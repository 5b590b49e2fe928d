/** The text of a PDF, read with Mozilla's pdf.js (an independent reader, not the library that wrote it). */
import { createRequire } from "node:module";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

const standardFontDataUrl = `${path.join(path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")), "standard_fonts")}/`;

export interface PdfPage {
  text: string;
  /** Each text run with its font size and height on the page, for layout checks. */
  items: { str: string; size: number; y: number }[];
}

/** The pages of a PDF, each with its text runs. */
export async function pdfPages(bytes: Uint8Array): Promise<PdfPage[]> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    isEvalSupported: false,
    standardFontDataUrl,
  }).promise;
  const pages: PdfPage[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    const items = content.items
      .filter((i) => "str" in i && i.str.trim())
      .map((i) => ("str" in i ? { str: i.str, size: Math.round(Math.abs(i.transform[0])), y: i.transform[5] } : null))
      .filter((i) => i !== null);
    pages.push({ text: items.map((i) => i.str).join(" "), items });
  }
  await doc.destroy();
  return pages;
}

export async function pdfText(bytes: Uint8Array): Promise<string> {
  return (await pdfPages(bytes))
    .map((page) => page.text)
    .join("\n")
    .replace(/\s+/g, " ");
}
