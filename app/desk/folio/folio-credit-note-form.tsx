import { formatRupees } from "~/domain/money";
import { DeskFieldError } from "~/desk/desk-field-error";
import type { DeskFormFailure } from "~/desk/desk-form-post";
import { DeskTextField } from "~/desk/desk-text-field";
import { FolioFormWithState } from "./folio-form-frame";
import { creditField, folioLimits } from "./folio-forms";

/** An invoice line as the credit-note form offers it. */
export interface CreditableLine {
  description: string;
  code: string;
  taxablePaise: number;
}

/**
 * "Issue a credit note": the taxable amount credited on each invoice line chosen (blank lines are
 * not credited; tax comes off at each line's own rate), and why.
 */
export function CreditNoteForm({ invoiceNumber, lines, formKey, failure }: { invoiceNumber: string; lines: readonly CreditableLine[]; formKey: string; failure: DeskFormFailure | undefined }) {
  return (
    <FolioFormWithState intent="credit_note" form="credit_note" formKey={formKey} failure={failure} title="Issue a credit note" submit="Issue credit note">
      {({ idPrefix, errors, field }) => (
        <>
          <p className="text-sm text-ink-700">
            Against invoice {invoiceNumber}. Give the taxable amount (before GST) credited on each line to correct; leave the others empty.
          </p>
          <DeskFieldError id={`field-${idPrefix}-lines-error`} message={errors.lines} />
          {lines.map((line, index) =>
            line.taxablePaise > 0 ? (
              <DeskTextField
                // biome-ignore lint/suspicious/noArrayIndexKey: an invoice's lines never change order
                key={index}
                name={creditField(index)}
                label={`${line.description} (taxable ${formatRupees(line.taxablePaise)})`}
                inputMode="decimal"
                maxLength={20}
                {...field}
              />
            ) : null,
          )}
          <DeskTextField name="reason" label="Reason" required maxLength={folioLimits.reason} {...field} />
        </>
      )}
    </FolioFormWithState>
  );
}
