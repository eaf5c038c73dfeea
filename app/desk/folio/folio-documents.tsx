import { Link } from "react-router";
import { formatRupees } from "~/domain/money";
import { deskLinkClass } from "~/desk/desk-link";
import { deskDate } from "~/desk/desk-time";
import { documentPath } from "./folio-messages";
import type { FolioDocumentView } from "./folio-services";

const kindWords = { invoice: "Tax invoice", credit_note: "Credit note" } as const;

/** The stay's tax invoice and credit notes, each with its printable page and its PDF. */
export function FolioDocuments({ reference, documents }: { reference: string; documents: readonly FolioDocumentView[] }) {
  if (documents.length === 0) return <p className="mt-2 text-ink-700">No invoice yet: it is issued at check-out.</p>;
  return (
    <ul className="mt-3 grid list-none gap-2 p-0" data-testid="folio-documents">
      {documents.map((document) => (
        <li key={document.id} className="rounded-md border border-sand-200 bg-white p-3">
          <p className="font-semibold">
            {kindWords[document.kind]} <span className="font-mono">{document.number}</span>
          </p>
          <p className="text-sm tabular-nums">
            {deskDate(document.issueDate)} · {formatRupees(document.totalPaise)}
            {document.recipientGstin ? ` · GSTIN ${document.recipientGstin}` : ""}
          </p>
          <p className="mt-1 flex flex-wrap gap-x-4">
            <Link to={documentPath(reference, document.id)} className={deskLinkClass}>
              Print {kindWords[document.kind].toLowerCase()} {document.number}
            </Link>
            <a href={`${documentPath(reference, document.id)}/pdf`} className={deskLinkClass}>
              PDF of {document.number}
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}
