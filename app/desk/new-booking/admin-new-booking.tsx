import { Form, redirect } from "react-router";
import { todayInHotel } from "~/domain/hotel-date";
import { deskFormFields } from "~/desk/desk-form-fields";
import { DeskBackLink } from "~/desk/desk-link";
import { OutcomeNotices } from "~/desk/outcome-notices";
import { stepAnswer } from "~/desk/step-answer";
import { HoldOrigin } from "~/desk/channels/hold-origin";
import { channelHoldField } from "~/desk/channels/hold-links";
import { holdBookingStart } from "~/desk/channels/hold-booking.server";
import { GuestStep } from "./guest-step";
import { maxDeskRooms, newBookingFields, prefillValues, roomCountOf, valuesToShow } from "./new-booking-form";
import { newBookingDeskOf } from "./new-booking-desk.server";
import type { NewBookingQuote } from "./new-booking-quote";
import { checkTheForm, incompleteForm, intents } from "./new-booking-messages";
import { PriceStep } from "./price-step";
import { StayStep } from "./stay-step";
import type { Route } from "./+types/admin-new-booking";

/** The blank form, or the one a free cell of the calendar or room board, or a channel hold, asked for. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { store, now, db } = newBookingDeskOf(context);
  const query = new URL(request.url).searchParams;
  const fromHold = await holdBookingStart(db, query);
  return {
    types: await store.roomTypes(),
    values: fromHold?.values ?? prefillValues(query, todayInHotel(now)),
    fromHold: fromHold?.from ?? null,
    // Seeds the form's one-time key: the same form sent twice makes one booking.
    formKey: crypto.randomUUID(),
  };
}

const answer = stepAnswer<NewBookingQuote>;

/**
 * The page's buttons, each a plain post: add or remove a room, price the stay, save the booking.
 * Saving is done once per form, then POST/redirect/GET to the booking's own page.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const { store, staff, now } = newBookingDeskOf(context);
  const today = todayInHotel(now);
  const fields = deskFormFields(await request.formData());
  const intent = fields[newBookingFields.intent];
  if (intent === intents.addRoom || intent === intents.removeRoom) {
    const count = Math.min(maxDeskRooms, Math.max(1, roomCountOf(fields) + (intent === intents.addRoom ? 1 : -1)));
    return answer({ values: { ...valuesToShow(fields, null), [newBookingFields.roomCount]: String(count) }, quote: null, errors: {}, error: null });
  }
  if (intent === intents.price) {
    const priced = await store.price(fields, today, now);
    if (!priced.ok) return answer({ values: fields, quote: null, errors: priced.fields, error: checkTheForm }, 400);
    const refused = Object.keys(priced.fields).length > 0;
    return answer(
      { values: valuesToShow(fields, priced.quote.pricedFor), quote: priced.quote, errors: priced.fields, error: refused ? checkTheForm : null },
      refused ? 400 : 200,
    );
  }
  const requestKey = (fields[newBookingFields.requestKey] ?? "").slice(0, 200);
  if (intent !== intents.save || requestKey === "") return answer({ values: fields, quote: null, errors: {}, error: incompleteForm }, 400);
  const outcome = await store.create({ fields, requestKey, staff, now, today });
  if (outcome.ok) return redirect(`/admin/bookings/${outcome.reference}?done=made`, 303);
  const values = valuesToShow(fields, outcome.quote?.pricedFor ?? null);
  return answer({ values, quote: outcome.quote, errors: outcome.fields, error: outcome.message }, outcome.status);
}

export const meta: Route.MetaFunction = () => [{ title: "New booking · Front desk" }];

export default function NewBooking({ loaderData, actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? loaderData.values;
  const errors = actionData?.errors ?? {};
  const quote = actionData?.quote ?? null;
  return (
    <>
      <DeskBackLink to="/admin/bookings">All bookings</DeskBackLink>
      <h1 className="heading-2 mt-2">New booking</h1>
      <p className="mt-1 text-ink-700">A booking taken by phone, at the counter, by e-mail or from a channel. Price it, then add the guest.</p>
      <OutcomeNotices done={null} error={actionData?.error ?? undefined} />
      <HoldOrigin from={loaderData.fromHold} />
      <Form method="post">
        <input type="hidden" name={newBookingFields.requestKey} value={loaderData.formKey} />
        {values[channelHoldField] ? <input type="hidden" name={channelHoldField} value={values[channelHoldField]} /> : null}
        <StayStep values={values} errors={errors} types={loaderData.types} roomCount={roomCountOf(values)} />
        {quote ? (
          <>
            <PriceStep quote={quote} values={values} errors={errors} />
            <GuestStep values={values} errors={errors} />
          </>
        ) : null}
      </Form>
    </>
  );
}
