/**
 * What the tax document's page and its PDF both load: the document issued for the booking in the
 * address, for signed-in staff, where the website keeps the bookings (upstream the hotel's own
 * system issues the invoices, so the page answers 404 saying so).
 */
import { data, type RouterContextProvider } from "react-router";
import { ownedByUsOf } from "~/desk/desk-context.server";
import { type StoredTaxDocument, readTaxDocument } from "./tax-document-store.server";
import { UnreadableTaxDocumentError } from "./tax-document-shape";

const notFound = "No invoice or credit note with that number for this booking.";

export async function loadTaxDocument(
  context: Readonly<RouterContextProvider>,
  params: { reference: string; id: string },
): Promise<StoredTaxDocument> {
  const { env } = ownedByUsOf(context, "Invoices are issued in the hotel's own system.");
  if (!/^[1-9]\d{0,15}$/.test(params.id)) throw data(notFound, { status: 404 });
  try {
    const stored = await readTaxDocument(env.DB, params.reference.toUpperCase(), Number(params.id));
    if (!stored) throw data(notFound, { status: 404 });
    return stored;
  } catch (error) {
    if (!(error instanceof UnreadableTaxDocumentError)) throw error;
    // The row's id only: the document holds the guest's name and address, which are never logged.
    console.error(JSON.stringify({ event: "tax_document_unreadable", documentId: error.documentId }));
    throw data("This invoice's kept record cannot be read. Nothing was changed; tell the site's operator.", { status: 500 });
  }
}
