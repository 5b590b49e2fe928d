import PDFDocument from "pdfkit";
import type { PublicEntry } from "./service.ts";

const NAVY = "#0b1f33";
const TURQUOISE = "#20e2d7";
const TURQUOISE_DEEP = "#0f8f88";
const INK = "#1b2733";
const MUTED = "#4d5b6a";
const MIST = "#eef3f6";

const MARGIN = 64;
const BODY_SIZE = 11;
const CODE_SIZE = 9;
/** Lists up to this height (pt) are kept on one page. */
const SHORT_LIST = 240;

/**
 * The Markdown a guide's body may use, the same subset the web page renders (react-markdown
 * without GFM, so no tables): `#`..`###` headings, paragraphs, `-` and `1.` lists, fenced code,
 * `>` quotes, `---` rules, and inline **bold**, *italic*, `code` and [links](url).
 */
export type GuideBlock =
  | { type: "heading"; level: number; text: string }
  | { type: "paragraph"; text: string }
  | { type: "list"; ordered: boolean; start: number; items: string[] }
  | { type: "code"; lang: string; text: string }
  | { type: "quote"; text: string }
  | { type: "rule" };

const LIST_ITEM = /^(?:([-*])|(\d+)[.)])\s+(.*)$/;

export function parseGuideBody(body: string): GuideBlock[] {
  const lines = body.replace(/\r\n?/g, "\n").split("\n");
  const blocks: GuideBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    const trimmed = line.trim();
    if (!trimmed) {
      i++;
      continue;
    }
    const fence = /^```(\w*)\s*$/.exec(trimmed);
    if (fence) {
      const code: string[] = [];
      i++;
      while (i < lines.length && lines[i]!.trim() !== "```") code.push(lines[i++]!);
      i++;
      blocks.push({ type: "code", lang: fence[1] ?? "", text: code.join("\n") });
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*$/.exec(trimmed);
    if (heading) {
      blocks.push({ type: "heading", level: heading[1]!.length, text: heading[2]! });
      i++;
      continue;
    }
    if (/^(-{3,}|\*{3,})$/.test(trimmed)) {
      blocks.push({ type: "rule" });
      i++;
      continue;
    }
    const item = LIST_ITEM.exec(trimmed);
    if (item) {
      const ordered = item[2] !== undefined;
      const items: string[] = [];
      // Items and their lazy continuation lines, up to a blank line that is not followed by
      // another item of the same list.
      while (i < lines.length) {
        const current = lines[i]!.trim();
        const next = LIST_ITEM.exec(current);
        if (next && (next[2] !== undefined) === ordered) {
          items.push(next[3]!);
        } else if (current && items.length && !/^(#|```|>)/.test(current) && !next) {
          items[items.length - 1] += ` ${current}`;
        } else if (!current) {
          const following = LIST_ITEM.exec(lines[i + 1]?.trim() ?? "");
          if (!following || (following[2] !== undefined) !== ordered) break;
        } else {
          break;
        }
        i++;
      }
      blocks.push({ type: "list", ordered, start: ordered ? Number(item[2]) : 1, items });
      continue;
    }
    if (trimmed.startsWith(">")) {
      const quote: string[] = [];
      while (i < lines.length && lines[i]!.trim().startsWith(">")) quote.push(lines[i++]!.trim().replace(/^>\s?/, ""));
      blocks.push({ type: "quote", text: quote.join(" ") });
      continue;
    }
    const paragraph: string[] = [];
    while (i < lines.length) {
      const current = lines[i]!.trim();
      if (!current || /^(#{1,6}\s|```|>|(-{3,}|\*{3,})$)/.test(current) || LIST_ITEM.test(current)) break;
      paragraph.push(current);
      i++;
    }
    blocks.push({ type: "paragraph", text: paragraph.join(" ") });
  }
  return blocks;
}

interface Run {
  text: string;
  style: "normal" | "bold" | "italic" | "code";
}

/** Inline marks as styled runs; code spans first, so a `*` inside a formula stays a `*`. */
function inlineRuns(text: string): Run[] {
  const runs: Run[] = [];
  for (const [index, part] of text.split(/`([^`]+)`/).entries()) {
    if (index % 2 === 1) {
      runs.push({ text: part, style: "code" });
      continue;
    }
    const plainLinks = part.replace(/\[([^\]]+)\]\([^)]+\)/g, "$1");
    for (const token of plainLinks.split(/(\*\*[^*]+\*\*|\*[^*\s][^*]*\*)/)) {
      if (!token) continue;
      if (token.startsWith("**")) runs.push({ text: token.slice(2, -2), style: "bold" });
      else if (token.startsWith("*") && token.length > 2) runs.push({ text: token.slice(1, -1), style: "italic" });
      else runs.push({ text: token, style: "normal" });
    }
  }
  return runs.filter((r) => r.text);
}

/** A heading or chapter title as plain text (marks dropped). */
const plain = (s: string) =>
  inlineRuns(s)
    .map((r) => r.text)
    .join("");

const FONTS = {
  normal: "Helvetica",
  bold: "Helvetica-Bold",
  italic: "Helvetica-Oblique",
  code: "Courier",
} as const;

/**
 * A guide's PDF, generated on the server with pdfkit (standard fonts, no files read at run time
 * besides pdfkit's own): a cover, what's inside (with the page of each chapter), then the guide's
 * body. Headings keep company with what follows them, code blocks are not split when they fit on
 * a page, and every page after the cover carries the guide's title and its page number.
 */
export function renderGuidePdf(guide: PublicEntry, { siteUrl, readerName }: { siteUrl: string; readerName: string }) {
  const doc = new PDFDocument({
    size: "A4",
    margins: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: guide.title, Author: "Maven Analytics", Subject: guide.summary },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const contentWidth = doc.page.width - 2 * MARGIN;
  const pageBottom = () => doc.page.height - doc.page.margins.bottom;
  const spaceLeft = () => pageBottom() - doc.y;
  const contentHeight = doc.page.height - 2 * MARGIN;
  /** Starts a new page unless `height` still fits on this one (or could not fit on any). */
  const keepTogether = (height: number) => {
    if (height > spaceLeft() && height <= contentHeight) doc.addPage();
  };

  // Cover
  doc.rect(0, 0, doc.page.width, doc.page.height).fill(NAVY);
  doc
    .fillColor(TURQUOISE)
    .font("Helvetica-Bold")
    .fontSize(12)
    .text((guide.fields.format ?? "Guide").toUpperCase(), MARGIN, 120, {
      characterSpacing: 2,
    });
  doc.moveDown(0.8).fillColor("#ffffff").fontSize(34).text(guide.title, { width: contentWidth });
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
    .text("Maven ", MARGIN, doc.page.height - 120, { continued: true })
    .fillColor(TURQUOISE)
    .text("Analytics");
  doc.font("Helvetica").fontSize(10).fillColor("#d5dde5").text(`Prepared for ${readerName} · ${siteUrl}`);

  // What's inside: the page numbers are written once the body has been laid out.
  doc.addPage();
  const tocPage = doc.bufferedPageRange().count - 1;
  doc.fillColor(NAVY).font("Helvetica-Bold").fontSize(22).text("What's inside");
  doc.moveDown(0.6);
  const chapters = (guide.fields.pages ?? "").split("\n").filter(Boolean);
  const tocLines = chapters.map((c, i) => {
    const y = doc.y;
    doc
      .font("Helvetica-Bold")
      .fontSize(12)
      .fillColor(TURQUOISE_DEEP)
      .text(`${String(i + 1).padStart(2, "0")}  `, MARGIN, y, { continued: true, width: contentWidth - 40 });
    doc.font("Helvetica").fillColor(INK).text(plain(c));
    doc.moveDown(0.4);
    return { title: plain(c), y };
  });
  const chapterPages = new Map<string, number>();
  doc.moveDown(1);

  /** Text with inline marks, wrapped at `width` from `x`; continues at the cursor's y. */
  const richText = (
    text: string,
    { x = MARGIN, width = contentWidth, size = BODY_SIZE, color = INK, base = "normal" as Run["style"] } = {},
  ) => {
    const runs = inlineRuns(text);
    doc.x = x;
    runs.forEach((run, index) => {
      const style = run.style === "normal" ? base : run.style === "bold" && base === "italic" ? "bold" : run.style;
      doc
        .font(FONTS[style])
        .fontSize(style === "code" ? size - 1 : size)
        .fillColor(style === "code" ? TURQUOISE_DEEP : color);
      const last = index === runs.length - 1;
      if (index === 0) doc.text(run.text, x, doc.y, { width, lineGap: 3, continued: !last });
      else doc.text(run.text, { continued: !last });
    });
    doc.x = MARGIN;
  };

  const heightOf = (text: string, { width = contentWidth, size = BODY_SIZE, font = "Helvetica" } = {}) =>
    doc.font(font).fontSize(size).heightOfString(plain(text), { width, lineGap: 3 });

  const codeLineHeight = () => doc.font("Courier").fontSize(CODE_SIZE).currentLineHeight(true) + 2;

  /** Roughly how tall a block is, to keep a heading with its first lines. */
  const measure = (block: GuideBlock | undefined): number => {
    if (!block) return 0;
    switch (block.type) {
      case "paragraph":
      case "quote":
        return heightOf(block.text);
      case "list":
        return block.items.reduce((sum, item) => sum + heightOf(item, { width: contentWidth - 22 }) + 4, 0);
      case "code":
        return block.text.split("\n").length * codeLineHeight() + 20;
      case "heading":
        return headingHeight(block);
      case "rule":
        return 12;
    }
  };
  const headingSize = (level: number) => (level <= 2 ? 17 : level === 3 ? 13 : 12);
  const headingSpaceBefore = (level: number) => (level <= 2 ? 14 : 8);
  const headingHeight = (block: { level: number; text: string }) =>
    headingSpaceBefore(block.level) +
    heightOf(block.text, { size: headingSize(block.level), font: "Helvetica-Bold" }) +
    (block.level <= 2 ? 16 : 10);

  const blocks = parseGuideBody(guide.body);
  const SHORT_LINE = 20;
  /**
   * How much of the page block `i` needs so that it does not end a page on its own: a heading
   * brings what it introduces (a short list or a code block whole, a paragraph's first lines), and
   * a one-line label or a lead-in ending in a colon brings the heading or block it introduces.
   */
  const keepWith = (i: number): number => {
    const block = blocks[i];
    if (!block) return 0;
    const next = blocks[i + 1];
    if (block.type === "heading") return headingHeight(block) + introduced(i + 1);
    if (block.type === "paragraph" && next && (measure(block) <= SHORT_LINE || block.text.endsWith(":"))) {
      return measure(block) + introduced(i + 1);
    }
    return measure(block);
  };
  /** The part of block `i` that must share a page with the heading before it. */
  const introduced = (i: number): number => {
    const block = blocks[i];
    if (!block) return 0;
    const next = blocks[i + 1];
    switch (block.type) {
      case "heading":
        return keepWith(i);
      case "list":
        return measure(block) <= SHORT_LIST ? measure(block) : 120;
      case "code":
        return measure(block);
      case "paragraph":
        if (next?.type === "code") return measure(block) + measure(next);
        // A one-line label or a lead-in ending in a colon keeps company with what follows it too.
        if (measure(block) <= SHORT_LINE || block.text.endsWith(":")) return keepWith(i);
        return Math.min(measure(block), 120);
      default:
        return Math.min(measure(block), 120);
    }
  };

  blocks.forEach((block, index) => {
    switch (block.type) {
      case "heading": {
        const size = headingSize(block.level);
        const before = headingSpaceBefore(block.level);
        // A heading never ends a page; when what it must bring is taller than a page, it brings
        // the first 120 pt.
        const need = keepWith(index);
        keepTogether(need <= contentHeight ? need : headingHeight(block) + 120);
        if (doc.y > doc.page.margins.top) doc.y += before;
        const title = plain(block.text);
        if (block.level <= 2 && chapters.some((c) => plain(c) === title) && !chapterPages.has(title)) {
          chapterPages.set(title, doc.bufferedPageRange().count);
        }
        doc.font("Helvetica-Bold").fontSize(size).fillColor(NAVY).text(title, MARGIN, doc.y, { width: contentWidth });
        if (block.level <= 2) {
          doc
            .moveTo(MARGIN, doc.y + 3)
            .lineTo(MARGIN + 36, doc.y + 3)
            .lineWidth(2)
            .strokeColor(TURQUOISE)
            .stroke();
          doc.y += 10;
        } else {
          doc.y += 4;
        }
        break;
      }
      case "paragraph":
        keepTogether(keepWith(index));
        richText(block.text);
        doc.y += 8;
        break;
      case "quote": {
        const top = doc.y;
        richText(block.text, { x: MARGIN + 14, width: contentWidth - 14, color: MUTED, base: "italic" });
        if (doc.y > top) {
          doc
            .moveTo(MARGIN + 2, top)
            .lineTo(MARGIN + 2, doc.y)
            .lineWidth(3)
            .strokeColor(TURQUOISE)
            .stroke();
        }
        doc.y += 8;
        break;
      }
      case "list":
        // A short list (a skill's five levels) stays on one page; a long one breaks between items.
        if (measure(block) <= SHORT_LIST) keepTogether(measure(block));
        block.items.forEach((item, n) => {
          const marker = block.ordered ? `${block.start + n}.` : "•";
          const indent = block.ordered ? 22 : 16;
          keepTogether(Math.min(heightOf(item, { width: contentWidth - indent }), 160));
          const y = doc.y;
          doc
            .font(block.ordered ? "Helvetica-Bold" : "Helvetica")
            .fontSize(BODY_SIZE)
            .fillColor(block.ordered ? TURQUOISE_DEEP : INK)
            .text(marker, MARGIN + 2, y, { width: indent, lineBreak: false });
          doc.y = y;
          richText(item, { x: MARGIN + indent, width: contentWidth - indent });
          doc.y += 4;
        });
        doc.y += 6;
        break;
      case "code": {
        const lines = block.text.split("\n");
        const lineHeight = codeLineHeight();
        const pad = 10;
        keepTogether(lines.length * lineHeight + 2 * pad);
        // Longer blocks than a page are drawn in page-sized parts, each on its own background.
        let at = 0;
        while (at < lines.length) {
          if (spaceLeft() < lineHeight * 3 + 2 * pad) doc.addPage();
          const fits = Math.max(1, Math.floor((spaceLeft() - 2 * pad) / lineHeight));
          const part = lines.slice(at, at + fits);
          const top = doc.y;
          const height = part.length * lineHeight + 2 * pad;
          doc.roundedRect(MARGIN, top, contentWidth, height, 6).fill(MIST);
          doc.font("Courier").fontSize(CODE_SIZE).fillColor(INK);
          part.forEach((line, n) => {
            doc.text(line || " ", MARGIN + pad, top + pad + n * lineHeight, {
              width: contentWidth - 2 * pad,
              lineBreak: false,
            });
          });
          doc.y = top + height;
          at += part.length;
        }
        doc.x = MARGIN;
        doc.y += 10;
        break;
      }
      case "rule":
        keepTogether(20);
        doc
          .moveTo(MARGIN, doc.y + 6)
          .lineTo(MARGIN + contentWidth, doc.y + 6)
          .lineWidth(0.5)
          .strokeColor("#c9d3dc")
          .stroke();
        doc.y += 16;
        break;
    }
  });
  keepTogether(40);
  doc.y += 16;
  doc
    .font("Helvetica")
    .fontSize(10)
    .fillColor(MUTED)
    .text(`More free guides: ${siteUrl}/guides-and-reports`, MARGIN, doc.y, { width: contentWidth });

  // Page numbers: in the chapter list, and in a footer on every page after the cover.
  const { count } = doc.bufferedPageRange();
  doc.switchToPage(tocPage);
  for (const line of tocLines) {
    const page = chapterPages.get(line.title);
    if (page === undefined) continue;
    doc
      .font("Helvetica")
      .fontSize(12)
      .fillColor(MUTED)
      .text(String(page), MARGIN + contentWidth - 40, line.y, { width: 40, align: "right", lineBreak: false });
  }
  for (let page = 1; page < count; page++) {
    doc.switchToPage(page);
    // The footer sits in the bottom margin, which pdfkit would otherwise treat as overflow.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font("Helvetica")
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(guide.title, MARGIN, doc.page.height - 40, { width: contentWidth / 2, lineBreak: false })
      .text(`Page ${page + 1} of ${count}`, MARGIN + contentWidth / 2, doc.page.height - 40, {
        width: contentWidth / 2,
        align: "right",
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
