import { Form } from "react-router";
import { displayPhone } from "~/domain/phone-numbers";
import { maxNoteLength } from "./move-forms";
import type { DeliveryRow } from "~/desk/bookings/desk-services";
import { hotelDateTime } from "../desk-time";

/** What each outbox state means to the desk (docs/delivery.md). */
export const deliveryWords: Record<DeliveryRow["status"], string> = {
  processing: "Being received",
  stored: "Stored, about to be sent",
  sending: "Sending now",
  retrying: "Retrying: the hotel's system did not answer yet",
  delivered: "Delivered to the hotel's system",
  dead: "Not delivered: send it again, or enter it by hand",
  local: "Kept on the website",
};

/** The form field names of "Entered by hand" and "Send again"; the bookings page's action reads the same names. */
export const handEntryFields = { reference: "reference", note: "note", requestKey: "request_key", intent: "intent" } as const;
export const sendAgainIntent = "send_again";

/** Once the hotel's system answers again: the same request, with its same key, so never twice. */
function SendAgainForm({ reference, formKey }: { reference: string; formKey: string }) {
  return (
    <Form method="post" className="mt-2">
      <input type="hidden" name={handEntryFields.intent} value={sendAgainIntent} />
      <input type="hidden" name={handEntryFields.reference} value={reference} />
      <input type="hidden" name={handEntryFields.requestKey} value={`${formKey}:again:${reference}`} />
      <button type="submit" className="btn-primary">
        Send again<span className="sr-only"> {reference}</span>
      </button>
    </Form>
  );
}

/** A request the hotel's system never received, entered there by hand: recorded once, with a note. */
function HandEntryForm({ reference, formKey }: { reference: string; formKey: string }) {
  const noteId = `hand-note-${reference}`;
  return (
    <Form method="post" className="mt-2 border-t border-sand-100 pt-2">
      <input type="hidden" name={handEntryFields.reference} value={reference} />
      <input type="hidden" name={handEntryFields.requestKey} value={`${formKey}:${reference}`} />
      <label htmlFor={noteId} className="field-label">
        Note for "Entered by hand" (optional)
      </label>
      <textarea id={noteId} name={handEntryFields.note} rows={2} maxLength={maxNoteLength} className="field-input" />
      <button type="submit" className="btn-secondary mt-2">
        Entered by hand
      </button>
    </Form>
  );
}

/**
 * Upstream mode: the website's record of each booking request and whether the hotel's system has it;
 * with `formKey`, a request that was never delivered can be marked as entered there by hand.
 */
export function DeliveryList({ rows, formKey }: { rows: DeliveryRow[]; formKey?: string }) {
  if (rows.length === 0) return <p className="text-ink-700">No booking requests yet.</p>;
  return (
    <ul className="grid gap-3">
      {rows.map((row) => (
        <li key={row.reference} className="rounded-md border border-sand-200 bg-white p-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-mono text-lg font-semibold">{row.reference}</span>
            <span className={`text-sm font-semibold ${row.status === "dead" ? "text-red-800" : "text-river-800"}`}>
              {deliveryWords[row.status]}
            </span>
          </div>
          <p className="mt-1 font-semibold">{row.guestName}</p>
          <p className="text-sm text-ink-700">
            {row.checkIn} → {row.checkOut} · {displayPhone(row.guestPhone)} · {row.guestEmail}
          </p>
          <p className="text-sm text-ink-700">
            Sent {hotelDateTime(row.createdAt)} · {row.attempts} {row.attempts === 1 ? "attempt" : "attempts"}
            {row.deliveredAt ? ` · delivered ${hotelDateTime(row.deliveredAt)}` : ""}
          </p>
          {row.enteredByHand ? (
            <p className="mt-1 text-sm font-semibold text-river-800">
              Entered by hand by {row.enteredByHand.by}, {hotelDateTime(row.enteredByHand.at)}
              {row.enteredByHand.note ? `: ${row.enteredByHand.note}` : ""}
            </p>
          ) : row.status === "dead" && formKey ? (
            <>
              <SendAgainForm reference={row.reference} formKey={formKey} />
              <HandEntryForm reference={row.reference} formKey={formKey} />
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Said plainly on every upstream booking page. */
export function UpstreamNotice() {
  return (
    <p role="note" className="rounded-md border-l-4 border-river-700 bg-white p-3">
      Bookings live in the hotel's own booking system: confirm, decline and check guests in there. This desk shows the
      website's record of each booking request and whether it reached that system.
    </p>
  );
}
