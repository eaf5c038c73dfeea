import type { DeskFormFailure } from "~/desk/desk-form-post";
import { DeskSelectField } from "~/desk/desk-select-field";
import { DeskTextField } from "~/desk/desk-text-field";
import { type FolioFormState, FolioFormWithState } from "./folio-form-frame";
import { folioLimits, rupeesFieldValue } from "./folio-forms";
import { counterMethods, methodWords } from "./folio-messages";

type FormProps = { formKey: string; failure: DeskFormFailure | undefined; balancePaise: number };

const methodOptions = [["", "Choose"] as const, ...counterMethods.map((method): [string, string] => [method, methodWords[method]])];

/** How the money moved: cash, UPI, card or transfer. */
function MethodField({ state, label }: { state: FolioFormState; label: string }) {
  return (
    <DeskSelectField name="method" idPrefix={state.idPrefix} label={label} options={methodOptions} values={state.values} errors={state.errors} required />
  );
}

function AmountField({ state }: { state: FolioFormState }) {
  return <DeskTextField name="amount" label="Amount (₹)" inputMode="decimal" required maxLength={20} {...state.field} />;
}

/** Money received: how it was paid, how much, and the payment's own reference for the books. */
export function MoneyReceivedFields({ state, methodLabel, referenceHint }: { state: FolioFormState; methodLabel: string; referenceHint: string }) {
  return (
    <>
      <MethodField state={state} label={methodLabel} />
      <AmountField state={state} />
      <DeskTextField name="reference" label="Reference (optional)" maxLength={folioLimits.reference} hint={referenceHint} {...state.field} />
    </>
  );
}

function ReasonField({ state }: { state: FolioFormState }) {
  return <DeskTextField name="reason" label="Reason" required maxLength={folioLimits.reason} {...state.field} />;
}

/** "Take a payment": the balance prefilled, as most payments settle it. */
export function TakePaymentForm({ formKey, failure, balancePaise }: FormProps) {
  return (
    <FolioFormWithState intent="payment" form="payment" formKey={formKey} failure={failure} defaults={{ amount: rupeesFieldValue(balancePaise) }} title="Take a payment" submit="Record payment">
      {(state) => <MoneyReceivedFields state={state} methodLabel="Method" referenceHint="The UPI or card transaction number, or the transfer's reference." />}
    </FolioFormWithState>
  );
}

/** "Refund": money given back, with its reason; what the hotel owes prefilled. */
export function RefundForm({ formKey, failure, balancePaise }: FormProps) {
  return (
    <FolioFormWithState intent="refund" form="refund" formKey={formKey} failure={failure} defaults={{ amount: rupeesFieldValue(-balancePaise) }} title="Refund" submit="Record refund">
      {(state) => (
        <>
          <MethodField state={state} label="Given back by" />
          <AmountField state={state} />
          <ReasonField state={state} />
        </>
      )}
    </FolioFormWithState>
  );
}

/** "Bill to company": the balance left for the guest's company to settle later. */
export function BillToCompanyForm({ formKey, failure, balancePaise, company }: FormProps & { company: string }) {
  return (
    <FolioFormWithState intent="company" form="company" formKey={formKey} failure={failure} defaults={{ amount: rupeesFieldValue(balancePaise), company }} title="Bill to company" submit="Bill to company">
      {(state) => (
        <>
          <p className="text-sm text-ink-700">Settles the stay now; the amount is listed under Bills to companies until the company pays.</p>
          <DeskTextField name="company" label="Company" required maxLength={folioLimits.company} {...state.field} />
          <AmountField state={state} />
        </>
      )}
    </FolioFormWithState>
  );
}

/** "Write off": what the hotel will not collect, with the reason kept. */
export function WriteOffForm({ formKey, failure, balancePaise }: FormProps) {
  return (
    <FolioFormWithState intent="write_off" form="write_off" formKey={formKey} failure={failure} defaults={{ amount: rupeesFieldValue(balancePaise) }} title="Write off" submit="Write off">
      {(state) => (
        <>
          <AmountField state={state} />
          <ReasonField state={state} />
        </>
      )}
    </FolioFormWithState>
  );
}
