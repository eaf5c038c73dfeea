import { ExtraChargeLines } from "~/desk/extra-charge-lines";
import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import type { DeskMail } from "~/desk/bookings/desk-services";
import { requestInfoContext } from "~/context";
import { sourceLabel } from "~/domain/booking-source";
import { availableMoves, type DeskActionKey, deskActionByKey, statusWords } from "~/domain/booking-status";
import { gstLabel } from "~/domain/gst-text";
import { todayInHotel } from "~/domain/hotel-date";
import { formatRupees } from "~/domain/money";
import { displayPhone } from "~/domain/phone-numbers";
import { findService } from "~/domain/services";
import { taxLinesOf } from "~/desk/bookings/booking-taxes";
import { deskOf, staffOf } from "~/desk/desk-context.server";
import { bookingStay } from "~/desk/check-in/booking-stay.server";
import { stayAction } from "~/desk/check-in/booking-stay-action.server";
import { isStayIntent, stayDoneWords } from "~/desk/check-in/stay-intents";
import { CheckInLink } from "~/desk/check-in/check-in-link";
import { CheckOutLink } from "~/desk/folio/check-out-link";
import { RegistrationPanel } from "~/desk/check-in/registration-panel";
import { StayRoomLine } from "~/desk/check-in/stay-room-line";
import { deskDate, hotelDateTime } from "~/desk/desk-time";
import { DeskBackLink, deskLinkClass } from "~/desk/desk-link";
import { guestContactLinks } from "~/desk/guest-contact";
import { maxNoteLength, MoveForms, moveFields } from "~/desk/bookings/move-forms";
import { OutcomeNotices } from "~/desk/outcome-notices";
import { StatusBadge } from "~/desk/status-badge";
import type { Route } from "./+types/admin-booking";
import { DeskFactRow } from "~/desk/desk-fact-row";
import { DepositPanel } from "~/desk/deposits/deposit-panel";
import { deskDepositOf } from "~/desk/deposits/desk-deposit.server";

const doneWords: Record<DeskActionKey, string> = {
  confirm: "Booking confirmed.",
  decline: "Booking declined; its rooms are free again.",
  cancel: "Booking cancelled; its rooms are free again.",
  check_in: "Guest checked in.",
  check_out: "Guest checked out.",
  no_show: "Marked as a no-show; its rooms are free again.",
};

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { desk } = deskOf(context);
  const { now } = context.get(requestInfoContext);
  const booking = desk.mode === "embedded" ? await desk.getBooking(params.reference.toUpperCase()) : null;
  if (!booking) throw data("No booking with that reference.", { status: 404 });
  const done = deskActionByKey(new URL(request.url).searchParams.get("done"));
  const moves = availableMoves(booking, todayInHotel(now));
  return {
    booking,
    moves,
    stay: await bookingStay(staffOf(context).env.DB, booking.reference, now),
    deposit: await deskDepositOf(staffOf(context).env, booking.reference),
    done: done ? doneWords[done.key] : (stayDone(request) ?? (new URL(request.url).searchParams.get("done") === "made" ? "Booking saved." : null)),
    // Seeds each move form's one-time key; a fresh one on every view of the page.
    formKey: crypto.randomUUID(),
  };
}

/**
 * One move (product-rules.md: The front desk): checked again against the booking as it is now, made
 * in one batch with its audit row, then POST/redirect/GET back to the booking.
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  const { staff, desk } = deskOf(context);
  const { now } = context.get(requestInfoContext);
  const form = await request.formData();
  const intent = form.get("intent");
  if (isStayIntent(intent)) return stayAction(context, params.reference.toUpperCase(), intent, form);
  const move = deskActionByKey(form.get(moveFields.move));
  const requestKey = String(form.get(moveFields.requestKey) ?? "").slice(0, 200);
  const note = String(form.get(moveFields.note) ?? "").trim().slice(0, maxNoteLength);
  if (!move || requestKey === "") return data({ error: "This form was incomplete. Reload the page and try again." }, { status: 400 });
  const reference = params.reference.toUpperCase();
  const outcome = await desk.move({ reference, action: move.key, note, requestKey, staff, now });
  if (!outcome.ok) return data({ error: outcome.message }, { status: outcome.status });
  return redirect(`/admin/bookings/${reference}?done=${outcome.action}`, 303);
}

// After a refused move, show the booking as it is now.
export function shouldRevalidate({ defaultShouldRevalidate, actionStatus }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 || defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ params }) => [{ title: `${params.reference} · Front desk` }];

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-md border border-sand-200 bg-white p-4">
      <h2 className="heading-3">{title}</h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

export default function DeskBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, moves, stay, deposit, done, formKey } = loaderData;
  // Check-in has its own page (the guest's registration and room numbers), check-out the folio
  // (the bill and its tax invoice); the rest post here.
  const canCheckIn = moves.some((move) => move.key === "check_in");
  const canCheckOut = moves.some((move) => move.key === "check_out");
  const canMoveRooms = booking.status === "confirmed" || booking.status === "checked_in";
  const contact = guestContactLinks({ phone: booking.guestPhone, email: booking.guestEmail });
  const taxes = taxLinesOf(booking.roomLines);
  return (
    <>
      <DeskBackLink to="/admin/bookings">All bookings</DeskBackLink>
      <h1 className="heading-2 mt-2 flex flex-wrap items-center gap-3">
        <span className="font-mono">{booking.reference}</span> <StatusBadge status={booking.status} />
      </h1>
      <OutcomeNotices done={done} error={actionData?.error} />
      <section className="mt-6">
        <h2 className="heading-3">Decide</h2>
        <div className="mt-3 grid gap-4">
          {canCheckIn ? <CheckInLink reference={booking.reference} /> : null}
          {canCheckOut ? <CheckOutLink reference={booking.reference} /> : null}
          {/* The stay's charges, payments and tax invoice; check-out with its invoice is done there. */}
          {["confirmed", "checked_in", "checked_out"].includes(booking.status) ? (
            <a href={`/admin/bookings/${booking.reference}/folio`} className={deskLinkClass}>
              Folio and bill
            </a>
          ) : null}
          {/* Only a booking still ahead or under way can change (product-rules.md: Changing a booking). */}
          {["pending", "confirmed", "checked_in"].includes(booking.status) ? (
            <a href={`/admin/bookings/${booking.reference}/change`} className={deskLinkClass}>
              Change dates or rooms
            </a>
          ) : null}
          <MoveForms moves={moves.filter((move) => move.key !== "check_in" && move.key !== "check_out")} formKey={formKey} />
        </div>
      </section>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <Panel title="Guest">
          <p className="text-lg font-semibold">{booking.guestName}</p>
          {/* The language of the page they booked from: their e-mails are in it, and a call can be too. */}
          <p className="text-sm text-ink-700" data-testid="guest-language">
            {booking.lang === "hi" ? "Booked in Hindi: their e-mails are in Hindi" : "Booked in English"}
          </p>
          <ul className="mt-2 grid gap-1">
            <li>
              <a href={contact.call} className={deskLinkClass}>
                Call {displayPhone(booking.guestPhone)}
              </a>
            </li>
            {contact.whatsapp ? (
              <li>
                <a href={contact.whatsapp} className={deskLinkClass} rel="noreferrer" target="_blank">
                  WhatsApp {displayPhone(booking.guestPhone)}
                </a>
              </li>
            ) : null}
            <li>
              <a href={contact.email} className={deskLinkClass}>
                E-mail {booking.guestEmail}
              </a>
            </li>
          </ul>
          <h3 className="mt-4 font-semibold">Special requests</h3>
          <p className="whitespace-pre-line">{booking.specialRequests || "None."}</p>
          <h3 className="mt-4 font-semibold">Tax invoice to</h3>
          {booking.billing ? (
            <dl data-testid="booking-billing">
              <DeskFactRow label="Company">{booking.billing.company || "—"}</DeskFactRow>
              <DeskFactRow label="GSTIN">{booking.billing.gstin || "—"}</DeskFactRow>
              <DeskFactRow label="Billing address">
                <span className="whitespace-pre-line">{booking.billing.address || "—"}</span>
              </DeskFactRow>
            </dl>
          ) : (
            <p>The guest, by name (no company given).</p>
          )}
        </Panel>
        <Panel title="Stay">
          <dl>
            <DeskFactRow label="Check-in">{deskDate(booking.checkIn)}</DeskFactRow>
            <DeskFactRow label="Check-out">{deskDate(booking.checkOut)}</DeskFactRow>
            <DeskFactRow label="Nights">{booking.nights}</DeskFactRow>
            <DeskFactRow label="Requested">{hotelDateTime(booking.createdAt)}</DeskFactRow>
            <DeskFactRow label="Source">{sourceLabel(booking.source)}</DeskFactRow>
            {booking.channelReference ? <DeskFactRow label="Channel reference">{booking.channelReference}</DeskFactRow> : null}
            {booking.createdBy ? <DeskFactRow label="Made by">{booking.createdBy}</DeskFactRow> : null}
            <DeskFactRow label="Services">
              {booking.services.length === 0
                ? "None"
                : booking.services.map((key) => findService(key)?.label ?? key).join(", ")}
            </DeskFactRow>
          </dl>
        </Panel>
        <Panel title="Rooms">
          <ul className="grid gap-3">
            {booking.roomLines.map((room, index) => (
              // Rooms of a booking have no identity of their own beyond their place in it.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
              <li key={index}>
                <p className="font-semibold">{room.roomTypeName}</p>
                <p className="text-sm text-ink-700">
                  {room.adults} {room.adults === 1 ? "adult" : "adults"}, {room.children}{" "}
                  {room.children === 1 ? "child" : "children"} ·{" "}
                  {room.rates.map((run) => `${formatRupees(run.nightly)} a night × ${run.nights}`).join(" + ")} ={" "}
                  {formatRupees(room.subtotalPaise)}
                  {room.releasedFrom ? ` · released from ${deskDate(room.releasedFrom)}` : ""}
                </p>
                {stay.rooms[index] ? <StayRoomLine room={stay.rooms[index]} formKey={formKey} canMove={canMoveRooms} /> : null}
                {/* Extra guests as booked, already inside the room's amount (product-rules.md: Occupancy). */}
                <ExtraChargeLines extras={room.extras} />
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title="Price">
          <dl>
            <DeskFactRow label="Rooms">{formatRupees(booking.subtotalPaise)}</DeskFactRow>
            {booking.discountPaise > 0 ? <DeskFactRow label="Offer discount">−{formatRupees(booking.discountPaise)}</DeskFactRow> : null}
            <DeskFactRow label={gstLabel("CGST", taxes)}>{formatRupees(booking.cgstPaise)}</DeskFactRow>
            <DeskFactRow label={gstLabel("SGST", taxes)}>{formatRupees(booking.sgstPaise)}</DeskFactRow>
            <DeskFactRow label="Total">
              <strong>{formatRupees(booking.totalPaise)}</strong>
            </DeskFactRow>
          </dl>
        </Panel>
      </div>
      {deposit ? <DepositPanel deposit={deposit} formKey={formKey} /> : null}
      {stay.registration ? <RegistrationPanel reference={booking.reference} registration={stay.registration} countries={stay.countries} formKey={formKey} /> : null}
      <section className="mt-6">
        <h2 className="heading-3">History</h2>
        <ol className="mt-3 grid gap-2">
          <li className="rounded-md border border-sand-200 bg-white p-3">
            <strong>{hotelDateTime(booking.createdAt)}</strong> · {booking.createdBy ? `Made on the desk by ${booking.createdBy}` : `Request received: ${statusWords.pending}`}
          </li>
          {booking.history.map((entry) => (
            <li key={`${entry.at}-${entry.action}`} className="rounded-md border border-sand-200 bg-white p-3">
              <strong>{hotelDateTime(entry.at)}</strong> ·{" "}
              {changeWords[entry.action] ?? (
                <>
                  {entry.before ? statusWords[entry.before] : entry.action === "created" ? "New booking" : "?"} →{" "}
                  {entry.after ? statusWords[entry.after] : "?"}
                </>
              )}{" "}
              by {entry.staffEmail}
              {entry.note ? <span className="block whitespace-pre-line text-ink-700">Note: {entry.note}</span> : null}
            </li>
          ))}
        </ol>
      </section>
      <section className="mt-6" aria-labelledby="mail-heading">
        <h2 id="mail-heading" className="heading-3">
          E-mails
        </h2>
        {booking.mail.length === 0 ? (
          <p className="mt-2 text-ink-700">No e-mail was written about this booking.</p>
        ) : (
          <ul className="mt-3 grid gap-2" data-testid="booking-mail">
            {booking.mail.map((message) => (
              <li key={`${message.kind}-${message.createdAt}`} className="rounded-md border border-sand-200 bg-white p-3">
                <strong>{message.subject}</strong>
                <span className="block text-sm text-ink-700">
                  To {message.to} · {mailStateWords[message.status]}
                  {message.sentAt ? ` ${hotelDateTime(message.sentAt)}` : ` (written ${hotelDateTime(message.createdAt)})`}
                  {message.attached ? ` · attached: ${message.attached}` : ""}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** Changes to a booking that are not status moves (its room, its Form C), as its history names them. */
const changeWords: Record<string, string> = { room: "Room changed", form_c: "Form C recorded", changed: "Dates or rooms changed" };

/** What a room or Form C form did, after its redirect. */
function stayDone(request: Request): string | null {
  const done = new URL(request.url).searchParams.get("done");
  return isStayIntent(done) ? stayDoneWords[done] : null;
}

/** Where a message stands, in words staff read at a glance. */
const mailStateWords: Record<DeskMail["status"], string> = {
  pending: "waiting to be sent",
  sending: "being sent",
  retrying: "not sent yet, trying again",
  sent: "sent",
  dead: "could not be sent",
};
