import PDFDocument from "pdfkit";
import { formatDate } from "~/core/format.ts";

const NAVY = "#0b1f3a";
const TURQUOISE = "#20e2d7";
const MUTED = "#5b6b80";

const KIND_LABEL = { course: "course", path: "learning path", guided_project: "guided project" } as const;

/** A one-page landscape certificate (pdfkit, standard fonts, nothing fetched). */
export function renderCertificate(input: {
  holderName: string;
  title: string;
  kind: "course" | "path" | "guided_project";
  issuedAt: Date;
  verificationId: string;
  verifyUrl: string;
  cpeHours: number;
  revoked: boolean;
}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: "A4",
      layout: "landscape",
      margin: 56,
      info: { Title: `${input.title}: certificate of ${input.holderName}`, Author: "Maven Analytics" },
    });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    const { width, height } = doc.page;
    doc.rect(0, 0, width, 14).fill(TURQUOISE);
    doc
      .rect(24, 38, width - 48, height - 76)
      .lineWidth(1.5)
      .stroke(NAVY);
    doc
      .fillColor(TURQUOISE)
      .font("Helvetica-Bold")
      .fontSize(14)
      .text("MAVEN ANALYTICS", 0, 80, { align: "center", characterSpacing: 3 });
    doc
      .fillColor(NAVY)
      .font("Helvetica-Bold")
      .fontSize(34)
      .text("Certificate of completion", 0, 120, { align: "center" });
    doc.fillColor(MUTED).font("Helvetica").fontSize(14).text("This certifies that", 0, 190, { align: "center" });
    doc.fillColor(NAVY).font("Helvetica-Bold").fontSize(30).text(input.holderName, 0, 215, { align: "center" });
    doc
      .fillColor(MUTED)
      .font("Helvetica")
      .fontSize(14)
      .text(`completed the ${KIND_LABEL[input.kind]}`, 0, 265, { align: "center" });
    doc
      .fillColor(NAVY)
      .font("Helvetica-Bold")
      .fontSize(22)
      .text(input.title, 80, 290, { align: "center", width: width - 160 });
    const date = formatDate(input.issuedAt.toISOString().slice(0, 10));
    const facts = [
      `Issued ${date}`,
      ...(input.cpeHours > 0 ? [`${input.cpeHours} CPE credit hours`] : []),
      `Credential ID ${input.verificationId}`,
    ];
    doc.fillColor(MUTED).font("Helvetica").fontSize(12).text(facts.join("   ·   "), 0, 380, { align: "center" });
    doc
      .fillColor(NAVY)
      .fontSize(11)
      .text(`Verify at ${input.verifyUrl}`, 0, 405, { align: "center", link: input.verifyUrl, underline: true });
    if (input.revoked) {
      doc
        .fillColor("#b42318")
        .font("Helvetica-Bold")
        .fontSize(16)
        .text("REVOKED: this credential is no longer valid.", 0, 440, { align: "center" });
    }
    doc.end();
  });
}
