import { maxBillingAddressLength, maxCompanyNameLength } from "~/domain/billing-fields";
import { formatRupees } from "~/domain/money";
import type { DeskFormFailure } from "~/desk/desk-form-post";
import { DeskTextField } from "~/desk/desk-text-field";
import { FolioFormWithState } from "./folio-form-frame";
import type { FolioView } from "./folio-services";

/**
 * "Check out and issue invoice": the invoice's company prefilled from the booking's billing details
 * and editable at the counter; all three left empty, the invoice is to the guest by name.
 */
export function CheckOutForm({ folio, formKey, failure }: { folio: FolioView; formKey: string; failure: DeskFormFailure | undefined }) {
  const { balancePaise } = folio.totals;
  const defaults = { company_name: folio.billing.company, company_gstin: folio.billing.gstin, billing_address: folio.billing.address };
  return (
    <FolioFormWithState
      intent="check_out"
      form="check_out"
      formKey={formKey}
      failure={failure}
      defaults={defaults}
      title="Check out and issue invoice"
      submit="Check out and issue invoice"
    >
      {({ field }) => (
        <>
          {balancePaise !== 0 ? (
            <p className="font-semibold" data-testid="check-out-balance">
              {balancePaise > 0
                ? `${formatRupees(balancePaise)} is still due: take a payment, bill it to the company or write it off first.`
                : `${formatRupees(-balancePaise)} is owed to the guest: record the refund first.`}
            </p>
          ) : null}
          <p className="text-sm text-ink-700">The tax invoice is issued once and never changes; it is e-mailed to the guest as a PDF.</p>
          <DeskTextField name="company_name" label="Company's legal name (optional)" maxLength={maxCompanyNameLength} {...field} />
          <DeskTextField name="company_gstin" label="Company's GSTIN (optional)" maxLength={20} hint="15 characters, for example 23ABCDE1234F1Z8." {...field} />
          <DeskTextField name="billing_address" label="Company's address (optional)" rows={3} maxLength={maxBillingAddressLength} {...field} />
        </>
      )}
    </FolioFormWithState>
  );
}
