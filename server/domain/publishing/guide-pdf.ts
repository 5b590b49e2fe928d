import PDFDocument from "pdfkit";
import type { PublicEntry } from "./service.ts";

const NAVY = "#0b1f33";
const TURQUOISE = "#20e2d7";
const INK = "#1b2733";
const MUTED = "#4d5b6a";

/** Markdown's inline marks, dropped for the PDF's plain text ([text](url) keeps the text). */
const plain = (s: string) =>
  s
    .replace(/\[([^\]]+)\]\([^)]+\)/g, "$1")
    .replace(/\*\*([^*]+)\*\*/g, "$1")
    .replace(/[*_`]/g, "");

/**
 * A guide's PDF, generated on the server with pdfkit (standard fonts, no files read at run time
 * besides pdfkit's own): a cover, what's inside, then the guide's text by its Markdown headings.
 */
export function renderGuidePdf(guide: PublicEntry, { siteUrl, readerName }: { siteUrl: string; readerName: string }) {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: 64, bottom: 64, left: 64, right: 64 },
    info: { Title: guide.title, Author: "Maven Analytics", Subject: guide.summary },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  // Cover
  doc.rect(0, 0, doc.page.width, doc.page.height).fill(NAVY);
  doc
    .fillColor(TURQUOISE)
    .font("Helvetica-Bold")
    .fontSize(12)
    .text((guide.fields.format ?? "Guide").toUpperCase(), 64, 120, {
      characterSpacing: 2,
    });
  doc
    .moveDown(0.8)
    .fillColor("#ffffff")
    .fontSize(34)
    .text(guide.title, { width: doc.page.width - 128 });
  doc
    .moveDown(1)
    .font("Helvetica")
    .fontSize(14)
    .fillColor("#d5dde5")
    .text(guide.summary, { width: doc.page.width - 160 });
  doc
    .font("Helvetica-Bold")
    .fontSize(16)
    .fillColor("#ffffff")
    .text("Maven ", 64, doc.page.height - 120, { continued: true })
    .fillColor(TURQUOISE)
    .text("Analytics");
  doc.font("Helvetica").fontSize(10).fillColor("#d5dde5").text(`Prepared for ${readerName} · ${siteUrl}`);

  // What's inside
  doc.addPage();
  doc.fillColor(NAVY).font("Helvetica-Bold").fontSize(22).text("What's inside");
  doc.moveDown(0.6);
  const chapters = (guide.fields.pages ?? "").split("\n").filter(Boolean);
  chapters.forEach((c, i) => {
    doc
      .font("Helvetica-Bold")
      .fontSize(12)
      .fillColor(TURQUOISE)
      .text(`${String(i + 1).padStart(2, "0")}  `, {
        continued: true,
      });
    doc.font("Helvetica").fillColor(INK).text(plain(c));
    doc.moveDown(0.4);
  });
  doc.moveDown(1);

  // Body: headings, bullets, code and paragraphs.
  for (const block of guide.body.split(/\n{2,}/)) {
    const text = block.trim();
    if (!text) continue;
    if (text.startsWith("#")) {
      doc
        .moveDown(0.6)
        .font("Helvetica-Bold")
        .fontSize(16)
        .fillColor(NAVY)
        .text(plain(text.replace(/^#+\s*/, "")));
      doc.moveDown(0.3);
    } else if (/^[-*] /m.test(text)) {
      for (const line of text.split("\n")) {
        doc
          .font("Helvetica")
          .fontSize(11)
          .fillColor(INK)
          .text(`•  ${plain(line.replace(/^[-*]\s+/, ""))}`, { indent: 8 });
        doc.moveDown(0.2);
      }
      doc.moveDown(0.4);
    } else if (text.startsWith("```")) {
      doc
        .font("Courier")
        .fontSize(10)
        .fillColor(INK)
        .text(text.replace(/```\w*\n?/g, ""));
      doc.moveDown(0.6);
    } else {
      doc.font("Helvetica").fontSize(11).fillColor(INK).text(plain(text), { lineGap: 3 });
      doc.moveDown(0.6);
    }
  }
  doc.moveDown(1.5);
  doc.font("Helvetica").fontSize(10).fillColor(MUTED).text(`More free guides: ${siteUrl}/guides-and-reports`);
  doc.end();
  return done;
}
