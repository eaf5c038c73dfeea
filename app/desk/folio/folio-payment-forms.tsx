import type { DeskFormFailure } from "~/desk/desk-form-post";
import { DeskSelectField } from "~/desk/desk-select-field";
import { DeskTextField } from "~/desk/desk-text-field";
import { FolioForm, folioFormState } from "./folio-form-frame";
import { folioLimits, rupeesFieldValue } from "./folio-forms";
import { counterMethods, methodWords } from "./folio-messages";

type FormProps = { formKey: string; failure: DeskFormFailure | undefined };

const methodOptions = [["", "Choose"] as const, ...counterMethods.map((method): [string, string] => [method, methodWords[method]])];

/** "Take a payment": the balance prefilled, as most payments settle it. */
export function TakePaymentForm({ formKey, failure, balancePaise }: FormProps & { balancePaise: number }) {
  const state = folioFormState(failure, "payment", { amount: rupeesFieldValue(balancePaise) });
  const field = { idPrefix: state.idPrefix, values: state.values, errors: state.errors };
  return (
    <div key={state.key}>
      <FolioForm intent="payment" form="payment" formKey={formKey} title="Take a payment" submit="Record payment">
        <DeskSelectField name="method" idPrefix={state.idPrefix} label="Method" options={methodOptions} defaultValue={state.values.method ?? ""} errors={state.errors} required />
        <DeskTextField name="amount" label="Amount (₹)" inputMode="decimal" required maxLength={20} {...field} />
        <DeskTextField name="reference" label="Reference (optional)" maxLength={folioLimits.reference} hint="The UPI or card transaction number, or the transfer's reference." {...field} />
      </FolioForm>
    </div>
  );
}

/** "Refund": money given back, with its reason; what the hotel owes prefilled. */
export function RefundForm({ formKey, failure, balancePaise }: FormProps & { balancePaise: number }) {
  const state = folioFormState(failure, "refund", { amount: rupeesFieldValue(-balancePaise) });
  const field = { idPrefix: state.idPrefix, values: state.values, errors: state.errors };
  return (
    <div key={state.key}>
      <FolioForm intent="refund" form="refund" formKey={formKey} title="Refund" submit="Record refund">
        <DeskSelectField name="method" idPrefix={state.idPrefix} label="Given back by" options={methodOptions} defaultValue={state.values.method ?? ""} errors={state.errors} required />
        <DeskTextField name="amount" label="Amount (₹)" inputMode="decimal" required maxLength={20} {...field} />
        <DeskTextField name="reason" label="Reason" required maxLength={folioLimits.reason} {...field} />
      </FolioForm>
    </div>
  );
}

/** "Bill to company": the balance left for the guest's company to settle later. */
export function BillToCompanyForm({ formKey, failure, balancePaise, company }: FormProps & { balancePaise: number; company: string }) {
  const state = folioFormState(failure, "company", { amount: rupeesFieldValue(balancePaise), company });
  const field = { idPrefix: state.idPrefix, values: state.values, errors: state.errors };
  return (
    <div key={state.key}>
      <FolioForm intent="company" form="company" formKey={formKey} title="Bill to company" submit="Bill to company">
        <p className="text-sm text-ink-700">Settles the stay now; the amount is listed under Bills to companies until the company pays.</p>
        <DeskTextField name="company" label="Company" required maxLength={folioLimits.company} {...field} />
        <DeskTextField name="amount" label="Amount (₹)" inputMode="decimal" required maxLength={20} {...field} />
      </FolioForm>
    </div>
  );
}

/** "Write off": what the hotel will not collect, with the reason kept. */
export function WriteOffForm({ formKey, failure, balancePaise }: FormProps & { balancePaise: number }) {
  const state = folioFormState(failure, "write_off", { amount: rupeesFieldValue(balancePaise) });
  const field = { idPrefix: state.idPrefix, values: state.values, errors: state.errors };
  return (
    <div key={state.key}>
      <FolioForm intent="write_off" form="write_off" formKey={formKey} title="Write off" submit="Write off">
        <DeskTextField name="amount" label="Amount (₹)" inputMode="decimal" required maxLength={20} {...field} />
        <DeskTextField name="reason" label="Reason" required maxLength={folioLimits.reason} {...field} />
      </FolioForm>
    </div>
  );
}
