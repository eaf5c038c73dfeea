import { data, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { readDeskForm } from "~/desk/desk-form-post";
import { ownedByUsOf } from "~/desk/desk-context.server";
import { DeskBackLink, deskLinkClass } from "~/desk/desk-link";
import { OutcomeNotices } from "~/desk/outcome-notices";
import { depositPanelMessages as m } from "./deposit-panel-messages";
import { DepositPanel, depositPath } from "./deposit-panel";
import { refundDepositByHand } from "./deposit-refund.server";
import { deskDepositOf } from "./desk-deposit.server";
import type { Route } from "./+types/admin-deposit";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { env } = ownedByUsOf(context, m.upstream);
  const deposit = await deskDepositOf(env, params.reference.toUpperCase());
  if (!deposit) throw data(m.noDeposit, { status: 404 });
  return {
    deposit,
    done: new URL(request.url).searchParams.get("done") === "refunded" ? m.refunded : null,
    // Seeds the refund form's one-time key; a fresh one on every view of the page.
    formKey: crypto.randomUUID(),
  };
}

/** The refund by hand, once per form; refused, the page shows again with what was typed and why. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const { staff, env, now } = ownedByUsOf(context, m.upstream);
  const { fields, intent, requestKey, refuse, settle, incomplete } = await readDeskForm(request);
  if (incomplete) return incomplete;
  if (intent !== "deposit_refund") return refuse("", { message: "The desk does not know that change.", status: 400 });
  const reference = params.reference.toUpperCase();
  const outcome = await refundDepositByHand(env, { staff, now, requestKey, reference, fields });
  return settle(outcome, "deposit_refund", `${depositPath(reference)}?done=refunded`);
}

// After a refusal because the deposit moved on (a 409), show it as it is now.
export function shouldRevalidate({ defaultShouldRevalidate, actionStatus }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ params }) => [{ title: `Deposit ${params.reference} · Front desk` }];

/** A booking's online deposit on a page of its own: where its refund by hand is made and answered. */
export default function DeskDeposit({ loaderData, actionData }: Route.ComponentProps) {
  const { deposit, done, formKey } = loaderData;
  const failure = actionData ?? undefined;
  return (
    <>
      <DeskBackLink to={`/admin/bookings/${deposit.reference}`}>Booking {deposit.reference}</DeskBackLink>
      <h1 className="heading-2 mt-2">
        Deposit for <span className="font-mono">{deposit.reference}</span>
      </h1>
      <OutcomeNotices done={done} error={failure?.error} />
      <DepositPanel deposit={deposit} formKey={formKey} failure={failure} />
      <p className="mt-4">
        <Link to={`/admin/bookings/${deposit.reference}/folio`} className={deskLinkClass}>
          Folio and bill
        </Link>
      </p>
    </>
  );
}
