import { DeskFactRow } from "~/desk/desk-fact-row";
import { formatRupees } from "~/domain/money";
import { balanceWords } from "./folio-messages";
import type { FolioTotalsView } from "./folio-services";

/** "+₹0.40" or "−₹0.49": the rounding line always says which way it went. */
const signed = (paise: number) => (paise < 0 ? `−${formatRupees(-paise)}` : `+${formatRupees(paise)}`);

/** The folio's totals: taxable value, each half of GST, the rounding to the rupee, what is payable, paid and left. */
export function FolioTotals({ totals }: { totals: FolioTotalsView }) {
  return (
    <dl className="mt-3 tabular-nums" data-testid="folio-totals">
      <DeskFactRow label="Taxable value">{formatRupees(totals.taxablePaise)}</DeskFactRow>
      <DeskFactRow label="CGST">{formatRupees(totals.cgstPaise)}</DeskFactRow>
      <DeskFactRow label="SGST">{formatRupees(totals.sgstPaise)}</DeskFactRow>
      <DeskFactRow label="Rounding">{signed(totals.roundingPaise)}</DeskFactRow>
      <DeskFactRow label="Payable">
        <strong>{formatRupees(totals.payablePaise)}</strong>
      </DeskFactRow>
      <DeskFactRow label="Paid">{formatRupees(totals.paidPaise)}</DeskFactRow>
      <DeskFactRow label="Balance">
        <strong>{balanceWords(totals.balancePaise)}</strong>
      </DeskFactRow>
    </dl>
  );
}
