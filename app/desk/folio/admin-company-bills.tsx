import { sumOf } from "~/domain/sum-of";
import { Link } from "react-router";
import { formatRupees } from "~/domain/money";
import { ownedByUsOf } from "~/desk/desk-context.server";
import { type DeskFormFailure, incompleteForm, readDeskForm } from "~/desk/desk-form-post";
import { deskLinkClass } from "~/desk/desk-link";
import { hotelDateTime } from "~/desk/desk-time";
import { OutcomeNotices } from "~/desk/outcome-notices";
import { FolioFormWithState } from "./folio-form-frame";
import { parseSettleForm, rupeesFieldValue } from "./folio-forms";
import { companyBillsDone, folioMessages, folioPath } from "./folio-messages";
import { MoneyReceivedFields } from "./folio-payment-forms";
import { readCompanyBills, settleCompanyBill } from "./folio-payments.server";
import type { CompanyBillRow } from "./folio-services";
import type { Route } from "./+types/admin-company-bills";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { env } = ownedByUsOf(context, folioMessages.upstream);
  return {
    bills: await readCompanyBills(env.DB),
    done: new URL(request.url).searchParams.get("done") === "settled" ? companyBillsDone : null,
    formKey: crypto.randomUUID(),
  };
}

/** A company's payment of its bill: recorded once per form, against the bill's own stay. */
export async function action({ context, request }: Route.ActionArgs) {
  const { staff, env, now } = ownedByUsOf(context, folioMessages.upstream);
  const { fields, intent, requestKey, refuse, settle, incomplete } = await readDeskForm(request);
  if (incomplete) return incomplete;
  if (intent !== "settle") return refuse("", { message: incompleteForm, status: 400 });
  const form = `settle:${(fields.payment_id ?? "").slice(0, 12)}`;
  const parsed = parseSettleForm(fields);
  if (!parsed.ok) return refuse(form, { message: folioMessages.checkFields, fields: parsed.fields, status: 400 });
  // The bill names its stay: a settlement is written against that booking and no other.
  const bill = (await readCompanyBills(env.DB)).find((row) => row.paymentId === parsed.value.paymentId);
  if (!bill) return refuse(form, { message: "That bill is settled already, or there is no such bill.", status: 404 });
  const outcome = await settleCompanyBill(env.DB, { ...parsed.value, reference: bill.reference, requestKey, staff, now });
  return settle(outcome, form, "/admin/company-bills?done=settled");
}

export const meta: Route.MetaFunction = () => [{ title: "Bills to companies · Front desk" }];

function SettleForm({ bill, formKey, failure }: { bill: CompanyBillRow; formKey: string; failure: DeskFormFailure | undefined }) {
  const form = `settle:${bill.paymentId}`;
  return (
    <FolioFormWithState
      intent="settle"
      form={form}
      formKey={formKey}
      failure={failure}
      defaults={{ amount: rupeesFieldValue(bill.amountPaise - bill.settledPaise) }}
      className="mt-3"
      title={`Settle ${bill.company}'s bill for ${bill.reference}`}
      submit="Record settlement"
      hidden={{ payment_id: String(bill.paymentId) }}
    >
      {(state) => <MoneyReceivedFields state={state} methodLabel="Paid by" referenceHint="The transfer's or cheque's reference." />}
    </FolioFormWithState>
  );
}

/**
 * What companies still owe (product-rules.md: The folio and the tax invoice): each amount a stay
 * billed to a company, listed until the company has paid it in full, with a form to record each
 * payment as it arrives.
 */
export default function DeskCompanyBills({ loaderData, actionData }: Route.ComponentProps) {
  const { bills, done, formKey } = loaderData;
  const failure: DeskFormFailure | undefined = actionData;
  const owed = sumOf(bills, (bill) => bill.amountPaise - bill.settledPaise);
  return (
    <>
      <h1 className="heading-2">Bills to companies</h1>
      <p className="mt-2 text-ink-700">
        Amounts a stay billed to a company, listed until the company pays them in full.
        {bills.length > 0 ? ` ${formatRupees(owed)} is owed in all.` : ""}
      </p>
      <OutcomeNotices done={done} error={failure?.error} />
      {bills.length === 0 ? (
        <p className="mt-6">No company owes anything.</p>
      ) : (
        <ul className="mt-6 grid list-none gap-4 p-0" data-testid="company-bills">
          {bills.map((bill) => (
            <li key={bill.paymentId} className="rounded-md border border-sand-200 bg-white p-4">
              <p className="text-lg font-semibold [overflow-wrap:anywhere]">{bill.company}</p>
              <p className="tabular-nums">
                {formatRupees(bill.amountPaise)} billed · {formatRupees(bill.settledPaise)} settled · <strong>{formatRupees(bill.amountPaise - bill.settledPaise)} open</strong>
              </p>
              <p className="text-sm text-ink-700">
                <Link to={folioPath(bill.reference)} className={deskLinkClass}>
                  {bill.reference}
                </Link>{" "}
                · {bill.guestName} · billed {hotelDateTime(bill.recordedAt)}
              </p>
              <SettleForm bill={bill} formKey={formKey} failure={failure} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
