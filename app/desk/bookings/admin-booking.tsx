import { data, redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import { extraChargeText } from "~/domain/extra-charge-text";
import type { DeskMail } from "~/desk/bookings/desk-services";
import { requestInfoContext } from "~/context";
import { availableMoves, type DeskActionKey, deskActionByKey, statusWords } from "~/domain/booking-status";
import { gstLabel } from "~/domain/gst-text";
import { todayInHotel } from "~/domain/hotel-date";
import { formatRupees } from "~/domain/money";
import { displayPhone } from "~/domain/phone-numbers";
import { findService } from "~/domain/services";
import { taxLinesOf } from "~/desk/bookings/booking-taxes";
import { deskOf } from "~/desk/desk-context.server";
import { deskDate, hotelDateTime } from "~/desk/desk-time";
import { DeskBackLink, deskLinkClass } from "~/desk/desk-link";
import { guestContactLinks } from "~/desk/guest-contact";
import { maxNoteLength, MoveForms, moveFields } from "~/desk/bookings/move-forms";
import { OutcomeNotices } from "~/desk/outcome-notices";
import { StatusBadge } from "~/desk/status-badge";
import type { Route } from "./+types/admin-booking";

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
    done: done ? doneWords[done.key] : null,
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

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-sand-100 py-1.5">
      <dt className="text-ink-700">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-md border border-sand-200 bg-white p-4">
      <h2 className="heading-3">{title}</h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

export default function DeskBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { booking, moves, done, formKey } = loaderData;
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
        <div className="mt-3">
          <MoveForms moves={moves} formKey={formKey} />
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
              <Row label="Company">{booking.billing.company || "—"}</Row>
              <Row label="GSTIN">{booking.billing.gstin || "—"}</Row>
              <Row label="Billing address">
                <span className="whitespace-pre-line">{booking.billing.address || "—"}</span>
              </Row>
            </dl>
          ) : (
            <p>The guest, by name (no company given).</p>
          )}
        </Panel>
        <Panel title="Stay">
          <dl>
            <Row label="Check-in">{deskDate(booking.checkIn)}</Row>
            <Row label="Check-out">{deskDate(booking.checkOut)}</Row>
            <Row label="Nights">{booking.nights}</Row>
            <Row label="Requested">{hotelDateTime(booking.createdAt)}</Row>
            <Row label="Sent from">{booking.source === "chat" ? "The chat assistant" : "The booking wizard"}</Row>
            <Row label="Services">
              {booking.services.length === 0
                ? "None"
                : booking.services.map((key) => findService(key)?.label ?? key).join(", ")}
            </Row>
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
                {/* Extra guests as booked, already inside the room's amount (product-rules.md: Occupancy). */}
                {room.extras.map((line) => (
                  <p key={line.kind} className="text-sm text-ink-700">
                    {extraChargeText(line)} = {formatRupees(line.amount)}
                  </p>
                ))}
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title="Price">
          <dl>
            <Row label="Rooms">{formatRupees(booking.subtotalPaise)}</Row>
            {booking.discountPaise > 0 ? <Row label="Offer discount">−{formatRupees(booking.discountPaise)}</Row> : null}
            <Row label={gstLabel("CGST", taxes)}>{formatRupees(booking.cgstPaise)}</Row>
            <Row label={gstLabel("SGST", taxes)}>{formatRupees(booking.sgstPaise)}</Row>
            <Row label="Total">
              <strong>{formatRupees(booking.totalPaise)}</strong>
            </Row>
          </dl>
        </Panel>
      </div>
      <section className="mt-6">
        <h2 className="heading-3">History</h2>
        <ol className="mt-3 grid gap-2">
          <li className="rounded-md border border-sand-200 bg-white p-3">
            <strong>{hotelDateTime(booking.createdAt)}</strong> · Request received: {statusWords.pending}
          </li>
          {booking.history.map((entry) => (
            <li key={`${entry.at}-${entry.action}`} className="rounded-md border border-sand-200 bg-white p-3">
              <strong>{hotelDateTime(entry.at)}</strong> · {entry.before ? statusWords[entry.before] : "?"} →{" "}
              {entry.after ? statusWords[entry.after] : "?"} by {entry.staffEmail}
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

/** Where a message stands, in words staff read at a glance. */
const mailStateWords: Record<DeskMail["status"], string> = {
  pending: "waiting to be sent",
  sending: "being sent",
  retrying: "not sent yet, trying again",
  sent: "sent",
  dead: "could not be sent",
};
