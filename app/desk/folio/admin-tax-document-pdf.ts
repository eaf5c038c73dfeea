import { taxDocumentFilename } from "~/domain/tax-document-format";
import { invoicePdf } from "./invoice-pdf.server";
import { loadTaxDocument } from "./tax-document-page.server";
import type { Route } from "./+types/admin-tax-document-pdf";

/** An issued tax invoice or credit note as a PDF file, for staff to download, print or send. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { document } = await loadTaxDocument(context, params);
  const pdf = await invoicePdf(document);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${taxDocumentFilename(document.number)}"`,
      // It names a guest and their address: never kept by a browser or a cache.
      "Cache-Control": "private, no-store",
    },
  });
}
