import { data } from "react-router";
import { todayInHotel } from "~/domain/hotel-date";
import { b2bCsv, b2csCsv, cdnrCsv, hsnCsv } from "~/domain/gstr1-csv";
import { isRegistered } from "~/domain/gstr1-records";
import type { TaxDocument } from "~/domain/tax-document";
import type { Route } from "./+types/admin-gstr1-csv";
import { type Gstr1FileName, isGstr1FileName } from "./gstr1-files";
import { deskReportsOf } from "./hotel-report.server";
import { readTaxDocuments } from "./report-gst.server";
import { readRange } from "./report-range";

/** Each sheet's writer, in the offline tool's columns. */
const sheets: Record<Gstr1FileName, (documents: readonly TaxDocument[]) => string> = {
  "gstr1-b2b.csv": b2bCsv,
  "gstr1-b2cs.csv": b2csCsv,
  "gstr1-hsn.csv": hsnCsv,
  "gstr1-hsn-b2b.csv": (documents) => hsnCsv(documents.filter(isRegistered)),
  "gstr1-hsn-b2c.csv": (documents) => hsnCsv(documents.filter((document) => !isRegistered(document))),
  "gstr1-cdnr.csv": cdnrCsv,
};

/**
 * One GSTR-1 sheet for the invoices and credit notes issued from `from` to `to` (product-rules.md:
 * The hotel's numbers), as a download that no cache keeps.
 */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { db, now } = deskReportsOf(context);
  const file = params.file;
  if (!isGstr1FileName(file)) throw data("There is no such report to download.", { status: 404 });
  const reading = readRange(new URL(request.url).searchParams, todayInHotel(now));
  if (!reading.ok) throw data(reading.message, { status: 400 });
  const { from, to } = reading.range;
  const csv = sheets[file](await readTaxDocuments(db, reading.range));
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.replace(".csv", "")}-${from}-to-${to}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
