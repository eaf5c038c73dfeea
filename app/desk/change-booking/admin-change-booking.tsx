import { data, Form, redirect } from "react-router";
import { statusWords } from "~/domain/booking-status";
import { todayInHotel } from "~/domain/hotel-date";
import { formatRupees } from "~/domain/money";
import { isChangeableStatus } from "~/domain/stay-change";
import { deskFormFields } from "~/desk/desk-form-fields";
import { DeskBackLink } from "~/desk/desk-link";
import { deskDate } from "~/desk/desk-time";
import { OutcomeNotices } from "~/desk/outcome-notices";
import { stepAnswer } from "~/desk/step-answer";
import { incompleteForm } from "~/desk/new-booking/new-booking-messages";
import { bookedValues, changeFields, changeIntents, changeRowCountOf, maxChangeRows } from "./change-booking-form";
import { changeBookingDeskOf } from "./change-booking-desk.server";
import { changeBookingMessages } from "./change-booking-messages";
import { ChangePricePanel } from "./change-price-panel";
import type { ChangeQuote } from "./change-quote";
import { ChangeStayFields } from "./change-stay-fields";
import type { Route } from "./+types/admin-change-booking";

/** The booking as it stands, its form filled with it; upstream, a 404 saying where bookings are kept. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { store } = changeBookingDeskOf(context);
  const booking = await store.load(params.reference.toUpperCase());
  if (!booking) throw data(changeBookingMessages.notFound, { status: 404 });
  return {
    booking: {
      reference: booking.reference,
      status: booking.status,
      guestName: booking.guestName,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      totalPaise: booking.totals.total,
      rooms: booking.rooms.map((room) => ({ id: room.id, roomTypeName: room.roomTypeName, unitNumber: room.unit?.number ?? null })),
    },
    problem: isChangeableStatus(booking.status) ? null : changeBookingMessages.cannotChange(booking.status),
    types: await store.types(),
    values: bookedValues(booking),
    // Seeds the form's one-time key: the same change sent twice is made once.
    formKey: crypto.randomUUID(),
  };
}

const answer = stepAnswer<ChangeQuote>;

/** What the page shows again: what was posted, without the form's one-time key. */
function echoed(fields: Record<string, string>): Record<string, string> {
  const { [changeFields.requestKey]: _key, [changeFields.pricedFor]: _for, [changeFields.pricedRates]: _rates, ...values } = fields;
  return values;
}

/**
 * The page's buttons, each a plain post: add a room, price the change, save it. Saving is done
 * once per form, then POST/redirect/GET to the booking's own page.
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  const { store, staff, now } = changeBookingDeskOf(context);
  const today = todayInHotel(now);
  const reference = params.reference.toUpperCase();
  const fields = deskFormFields(await request.formData());
  const intent = fields[changeFields.intent];
  if (intent === changeIntents.addRoom) {
    const count = Math.min(maxChangeRows, changeRowCountOf(fields) + 1);
    return answer({ values: { ...echoed(fields), [changeFields.roomCount]: String(count) }, quote: null, errors: {}, error: null });
  }
  if (intent === changeIntents.price) {
    const priced = await store.price(reference, fields, today, now);
    if (!priced.ok) return answer({ values: echoed(fields), quote: null, errors: priced.fields, error: priced.message }, priced.status);
    return answer({ values: echoed(fields), quote: priced.priced.quote, errors: {}, error: null });
  }
  const requestKey = (fields[changeFields.requestKey] ?? "").slice(0, 200);
  if (intent !== changeIntents.save || requestKey === "") return answer({ values: echoed(fields), quote: null, errors: {}, error: incompleteForm }, 400);
  const outcome = await store.save({ reference, fields, requestKey, staff, now, today });
  if (outcome.ok) return redirect(`/admin/bookings/${reference}?done=made`, 303);
  return answer({ values: echoed(fields), quote: outcome.quote, errors: outcome.fields, error: outcome.message }, outcome.status);
}

export const meta: Route.MetaFunction = ({ params }) => [{ title: `Change ${params.reference} · Front desk` }];

/**
 * Changing a booking (product-rules.md: Changing a booking): new dates, rooms added, removed or of
 * another type, priced for the changed nights only, then saved. One plain form in two steps.
 */
export default function ChangeBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, problem, types, formKey } = loaderData;
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  const quote = actionData?.quote ?? null;
  return (
    <>
      <DeskBackLink to={`/admin/bookings/${booking.reference}`}>Booking {booking.reference}</DeskBackLink>
      <h1 className="heading-2 mt-2">Change dates or rooms</h1>
      <p className="mt-1 text-ink-700">
        {booking.guestName} · {statusWords[booking.status]} · {deskDate(booking.checkIn)} to {deskDate(booking.checkOut)} ·{" "}
        {formatRupees(booking.totalPaise)}
      </p>
      <OutcomeNotices done={null} error={actionData?.error ?? problem ?? undefined} />
      {problem ? null : (
        <Form method="post" key={JSON.stringify(values)}>
          <input type="hidden" name={changeFields.requestKey} value={formKey} />
          <input type="hidden" name={changeFields.shownStatus} value={booking.status} />
          <ChangeStayFields
            values={values}
            errors={errors}
            types={types}
            rowCount={changeRowCountOf(values)}
            bookedRooms={booking.rooms}
            checkedIn={booking.status === "checked_in"}
          />
          {quote ? <ChangePricePanel quote={quote} values={values} /> : null}
        </Form>
      )}
    </>
  );
}
