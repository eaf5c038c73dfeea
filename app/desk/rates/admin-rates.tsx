import { todayInHotel } from "~/domain/hotel-date";
import { deskPageForms, readDeskForm } from "~/desk/desk-form-post";
import { staffOf } from "~/desk/desk-context.server";
import { deskRatesOf } from "~/desk/rates/desk-rates.server";
import { OutcomeNotices } from "~/desk/outcome-notices";
import { PeriodCard } from "~/desk/rates/period-card";
import { PeriodForm } from "~/desk/rates/period-form";
import { OccupancyForm } from "~/desk/rates/occupancy-form";
import { RoomTypeForm } from "~/desk/rates/room-type-form";
import { DepositPolicyForm } from "~/desk/rates/deposit-policy-form";
import { depositPolicyView, saveDepositPolicySetting } from "~/desk/rates/deposit-policy-setting.server";
import { depositMessages } from "~/desk/rates/deposit-messages";
import type { Route } from "./+types/admin-rates";

const doneMessages: Record<string, string> = {
  room: "Saved. The site shows the new rate within a minute; new bookings are priced with it at once.",
  occupancy: "Occupancy saved. New searches and bookings use it at once; bookings made before keep their charges.",
  added: "Rate period added.",
  changed: "Rate period changed.",
  removed: "Rate period removed. Its nights cost the usual rates again.",
  deposits: depositMessages.saved,
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const { rates, occupancy, now } = deskRatesOf(context);
  const today = todayInHotel(now);
  const query = new URL(request.url).searchParams;
  const [view, occupancies, deposits] = await Promise.all([rates.view(today), occupancy.view(), depositPolicyView(context)]);
  const editing = view.periods.find((period) => String(period.id) === query.get("edit")) ?? null;
  return {
    ...view,
    occupancies: Object.fromEntries(occupancies),
    deposits,
    today,
    editing,
    ...deskPageForms(query, doneMessages),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { staff, now, rates, occupancy } = deskRatesOf(context);
  const { fields, intent, requestKey, refuse, settle, incomplete } = await readDeskForm(request);
  const base = { requestKey, staff, now };
  if (incomplete) return incomplete;

  if (intent === "room") {
    const roomId = Number(fields.room_id);
    return settle(await rates.saveRoomType({ ...base, roomId, fields }), `room:${roomId}`, "/admin/rates?done=room");
  }
  if (intent === "occupancy") {
    const roomId = Number(fields.room_id);
    return settle(await occupancy.save({ ...base, roomId, fields }), `occupancy:${roomId}`, "/admin/rates?done=occupancy");
  }
  if (intent === "period") {
    const periodId = fields.period_id ? Number(fields.period_id) : null;
    const outcome = await rates.savePeriod({ ...base, periodId, fields });
    return settle(outcome, "period", `/admin/rates?done=${periodId === null ? "added" : "changed"}`);
  }
  if (intent === "deposits") {
    const { env } = staffOf(context);
    return settle(await saveDepositPolicySetting(env.DB, { ...base, fields }), "deposits", "/admin/rates?done=deposits");
  }
  if (intent === "remove-period") {
    return settle(await rates.deletePeriod({ ...base, periodId: Number(fields.period_id) }), "", "/admin/rates?done=removed");
  }
  return refuse("", { message: "The desk does not know that change.", status: 400 });
}

export const meta: Route.MetaFunction = () => [{ title: "Rates · Front desk" }];

/**
 * Rates (product-rules.md: Rates and rate periods): each type's usual rate, with its rooms in
 * service, and dated rate periods. A booking keeps the rates it was made with.
 */
export default function DeskRatesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { types, periods, editing, today, done, formKey, occupancies, deposits } = loaderData;
  const failure = actionData ?? null;
  // A refusal of the page as a whole (an unknown form, a period gone) shows at the top.
  const pageError = failure && failure.form !== "period" && failure.form !== "deposits" && Object.keys(failure.fields).length === 0 ? failure.error : undefined;
  return (
    <>
      <h1 className="heading-2">Rates</h1>
      <p className="mt-2 text-ink-700">
        What a night costs before GST and any offer, on the site, in the booking form and in the chat. A booking keeps the
        rates it was made with.
      </p>
      <OutcomeNotices done={done} error={pageError} />
      <section aria-labelledby="types-heading" className="mt-6">
        <h2 id="types-heading" className="heading-3">
          Room types
        </h2>
        <p className="mt-1 text-sm text-ink-700">
          The usual rate applies on every night outside a rate period. Rooms for sale are each type's rooms in service:
          add, retire or put them out of order on the Room numbers page.
        </p>
        <ul className="mt-3 grid gap-3">
          {types.map((type) => (
            <RoomTypeForm key={type.id} type={type} formKey={formKey} failure={failure}>
              {occupancies[type.id] ? <OccupancyForm type={type} occupancy={occupancies[type.id]} formKey={formKey} failure={failure} /> : null}
            </RoomTypeForm>
          ))}
        </ul>
      </section>
      <section aria-labelledby="periods-heading" className="mt-8">
        <h2 id="periods-heading" className="heading-3">
          Rate periods
        </h2>
        {periods.length === 0 ? (
          <p className="mt-2 text-ink-700">No rate periods ahead: every night costs the usual rates.</p>
        ) : (
          <ul className="mt-3 grid gap-3 md:grid-cols-2">
            {periods.map((period) => (
              <PeriodCard key={period.id} period={period} types={types} formKey={formKey} defaultDeposit={deposits.policy.defaultRule} />
            ))}
          </ul>
        )}
        <PeriodForm
          key={editing?.id ?? "new"}
          types={types}
          editing={editing}
          today={today}
          formKey={formKey}
          failure={failure}
          defaultDeposit={deposits.policy.defaultRule}
        />
      </section>
      <DepositPolicyForm policy={deposits.policy} off={deposits.off} formKey={formKey} failure={failure} />
    </>
  );
}
