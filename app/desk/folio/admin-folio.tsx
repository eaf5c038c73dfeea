import { data, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import type { DeskFormFailure } from "~/desk/desk-form-post";
import { ownedByUsOf } from "~/desk/desk-context.server";
import { deskLinkClass } from "~/desk/desk-link";
import { DeskSection } from "~/desk/desk-section";
import { OutcomeNotices } from "~/desk/outcome-notices";
import { folioAction, invoiceOf } from "./folio-action.server";
import { AdjustmentForm, PostChargeForm } from "./folio-charge-forms";
import { CheckOutForm } from "./folio-check-out-form";
import { CreditNoteForm } from "./folio-credit-note-form";
import { FolioDocuments } from "./folio-documents";
import { FolioHeader } from "./folio-header";
import { FolioLines } from "./folio-lines";
import { folioForms } from "./folio-forms";
import { folioDoneWords, folioMessages, isFolioIntent } from "./folio-messages";
import { BillToCompanyForm, RefundForm, TakePaymentForm, WriteOffForm } from "./folio-payment-forms";
import { FolioPayments } from "./folio-payments";
import { FolioTotals } from "./folio-totals";
import { DepositPanel } from "~/desk/deposits/deposit-panel";
import { deskDepositOf } from "~/desk/deposits/desk-deposit.server";
import type { Route } from "./+types/admin-folio";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { env } = ownedByUsOf(context, folioMessages.upstream);
  const { folio, invoice } = await invoiceOf(env.DB, params.reference.toUpperCase());
  if (!folio) throw data(folioMessages.noBooking, { status: 404 });
  const done = new URL(request.url).searchParams.get("done");
  return {
    folio,
    invoice: invoice ? { number: invoice.number, lines: invoice.lines.map(({ description, code, taxablePaise }) => ({ description, code, taxablePaise })) } : null,
    done: isFolioIntent(done) ? folioDoneWords[done] : null,
    deposit: await deskDepositOf(env, folio.reference),
    // Seeds each form's one-time key; a fresh one on every view of the page.
    formKey: crypto.randomUUID(),
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  return folioAction(context, params.reference.toUpperCase(), request);
}

// After a refusal because the folio moved on (a 409), show it as it is now.
export function shouldRevalidate({ defaultShouldRevalidate, actionStatus }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ params }) => [{ title: `Bill ${params.reference} · Front desk` }];

export default function DeskFolio({ loaderData, actionData }: Route.ComponentProps) {
  const { folio, invoice, deposit, done, formKey } = loaderData;
  const failure: DeskFormFailure | undefined = actionData;
  // A refused form stays on the page with its messages, whatever the folio allows now.
  const refused = failure?.form;
  const rules = folioForms(folio);
  const forms = {
    ...rules,
    payment: rules.payment || refused === "payment",
    refund: rules.refund || refused === "refund",
    company: rules.settleElsewhere || refused === "company",
    writeOff: rules.settleElsewhere || refused === "write_off",
  };
  const balance = folio.totals.balancePaise;
  const props = { formKey, failure };
  return (
    <>
      <FolioHeader folio={folio} />
      <OutcomeNotices done={done} error={failure?.error} />
      <DeskSection id="folio-lines-heading" heading="Charges">
        <FolioLines lines={folio.lines} canVoid={forms.post} {...props} />
        <FolioTotals totals={folio.totals} />
      </DeskSection>
      {forms.post ? (
        <div className="mt-6 grid gap-4 md:grid-cols-2">
          <PostChargeForm {...props} />
          <AdjustmentForm {...props} />
        </div>
      ) : null}
      <DeskSection id="folio-payments-heading" heading="Payments and refunds">
        <FolioPayments payments={folio.payments} />
        <p className="mt-3">
          <Link to="/admin/company-bills" className={deskLinkClass}>
            Bills to companies
          </Link>
        </p>
      </DeskSection>
      {deposit ? <DepositPanel deposit={deposit} formKey={formKey} /> : null}
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        {forms.payment ? <TakePaymentForm balancePaise={balance} {...props} /> : null}
        {forms.company ? <BillToCompanyForm balancePaise={balance} company={folio.billing.company} {...props} /> : null}
        {forms.writeOff ? <WriteOffForm balancePaise={balance} {...props} /> : null}
        {forms.refund ? <RefundForm balancePaise={balance} {...props} /> : null}
      </div>
      {forms.checkOut ? (
        <div className="mt-6">
          <CheckOutForm folio={folio} {...props} />
        </div>
      ) : null}
      <DeskSection id="folio-documents-heading" heading="Invoice and credit notes">
        <FolioDocuments reference={folio.reference} documents={folio.documents} />
      </DeskSection>
      {forms.creditNote && invoice ? (
        <div className="mt-6">
          <CreditNoteForm invoiceNumber={invoice.number} lines={invoice.lines} {...props} />
        </div>
      ) : null}
    </>
  );
}
