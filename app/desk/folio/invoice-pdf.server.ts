/**
 * The PDF of an issued tax invoice or credit note, made in the Worker with pdf-lib from the kept
 * document: the layout (invoice-pdf-layout.ts) decides every line and page; this only draws it in
 * the standard Helvetica faces, which need no font file in the Worker.
 */
import { PDFDocument, type PDFFont, rgb, StandardFonts } from "pdf-lib";
import type { TaxDocument } from "~/domain/tax-document";
import { invoiceLayout } from "./invoice-pdf-layout";
import { a4 } from "./pdf-page-flow";

const ink = rgb(0.12, 0.16, 0.19);

export async function invoicePdf(document: TaxDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const face = (isBold: boolean): PDFFont => (isBold ? bold : regular);
  const layout = invoiceLayout(document, (text, size, isBold) => face(isBold).widthOfTextAtSize(text, size));
  for (const pageLayout of layout.pages) {
    const page = pdf.addPage([a4.width, a4.height]);
    for (const item of pageLayout.items) {
      if (item.kind === "text") {
        page.drawText(item.text, { x: item.x, y: a4.height - item.y, size: item.size, font: face(item.bold), color: ink });
      } else {
        page.drawLine({
          start: { x: item.x1, y: a4.height - item.y1 },
          end: { x: item.x2, y: a4.height - item.y2 },
          thickness: item.thickness,
          color: ink,
        });
      }
    }
  }
  pdf.setTitle(layout.title);
  pdf.setSubject(layout.title);
  pdf.setAuthor(document.supplier.legalName);
  pdf.setCreator(document.supplier.tradeName);
  pdf.setProducer("pdf-lib");
  // A fixed date keeps the same document's PDF the same bytes each time it is made.
  const issued = new Date(`${document.issueDate}T00:00:00+05:30`);
  if (!Number.isNaN(issued.getTime())) {
    pdf.setCreationDate(issued);
    pdf.setModificationDate(issued);
  }
  return pdf.save();
}
