import { DeskBackLink, deskLinkClass } from "~/desk/desk-link";
import { PrintButton } from "./print-button";
import { TaxDocumentSheet, taxDocumentPrintStyle } from "./tax-document-sheet";
import { loadTaxDocument } from "./tax-document-page.server";
import type { Route } from "./+types/admin-tax-document";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { id, document } = await loadTaxDocument(context, params);
  return { id, document };
}

export const meta: Route.MetaFunction = ({ loaderData, params }) => [
  { title: `${loaderData ? loaderData.document.number : "Tax document"} · Booking ${params.reference} · Front desk` },
];

/** An issued tax invoice or credit note, exactly as issued, to print or download as a PDF. */
export default function TaxDocumentPage({ loaderData, params }: Route.ComponentProps) {
  const { id, document } = loaderData;
  const reference = document.bookingReference || params.reference;
  return (
    <>
      <style>{taxDocumentPrintStyle}</style>
      <DeskBackLink to={`/admin/bookings/${reference}`}>Booking {reference}</DeskBackLink>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <PrintButton label="Print" />
        <a href={`/admin/bookings/${reference}/documents/${id}/pdf`} className={deskLinkClass} download>
          Download PDF
        </a>
      </div>
      <TaxDocumentSheet document={document} />
    </>
  );
}
