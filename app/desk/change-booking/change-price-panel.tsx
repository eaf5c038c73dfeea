import { ExtraChargeLines } from "~/desk/extra-charge-lines";
import { formatRupees } from "~/domain/money";
import { DeskSection } from "~/desk/desk-section";
import { deskDate } from "~/desk/desk-time";
import { nightWords } from "~/desk/new-booking/night-names";
import { changeFields, changeIntents, maxChangeNoteLength } from "./change-booking-form";
import type { ChangeQuote, QuotedChangeRoom } from "./change-quote";
import { DeskFactRow, partyText } from "~/desk/desk-fact-row";

const kindWords: Record<QuotedChangeRoom["kind"], string> = {
  kept: "kept",
  new: "new to the booking",
  type_changed: "type changed: every night at the rate in force",
};

function signed(paise: number): string {
  if (paise === 0) return formatRupees(0);
  return paise > 0 ? `+${formatRupees(paise)}` : `−${formatRupees(-paise)}`;
}

/**
 * Step 2: each room's nights, which keep their booked rate and which take the rate in force, the
 * totals before and after, and the save. What was priced travels back in hidden fields, so the
 * save stores exactly this or is refused.
 */
export function ChangePricePanel({ quote, values }: { quote: ChangeQuote; values: Record<string, string> }) {
  const f = changeFields;
  const noteId = `field-${f.note}`;
  return (
    <DeskSection id="change-price-heading" heading="2. The change priced">
      <input type="hidden" name={f.pricedFor} value={quote.pricedFor} />
      <input type="hidden" name={f.pricedRates} value={quote.pricedRates} />
      <p className="mt-2">
        {deskDate(quote.checkIn)} to {deskDate(quote.checkOut)}
        {quote.percentOff > 0 ? ` · the booking's offer kept: ${quote.percentOff}% off every night` : ""}
      </p>
      {quote.problems.length > 0 ? (
        <ul role="alert" className="mt-3 grid gap-1 rounded-md border-l-4 border-red-700 bg-white p-3 font-semibold text-red-800" data-testid="change-problems">
          {quote.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <ol className="mt-3 grid gap-3" data-testid="change-rooms">
        {quote.rooms.map((room, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rooms are their place in the form
          <li key={index} className="rounded-md border border-sand-200 p-3">
            <p className="font-semibold">
              Room {index + 1}: {room.roomTypeName} · {partyText(room)} ({kindWords[room.kind]})
            </p>
            <ul className="mt-1 grid gap-0.5 text-sm">
              {room.nights.map((night) => (
                <li key={night.night} className="flex justify-between gap-3">
                  <span>{nightWords(night.night)}</span>
                  <span>
                    {formatRupees(night.paise)} · {night.kept ? "booked rate" : "rate in force"}
                  </span>
                </li>
              ))}
            </ul>
            <ExtraChargeLines extras={room.extras} />
            <p className="mt-1 text-right font-medium">{formatRupees(room.totalPaise)} with GST</p>
          </li>
        ))}
      </ol>
      {quote.removed.length > 0 ? <p className="mt-2">Removed: {quote.removed.join(", ")}.</p> : null}
      <dl className="mt-3" data-testid="change-totals">
        <DeskFactRow label="Total before">{formatRupees(quote.before.total)}</DeskFactRow>
        <DeskFactRow label="Offer discount now">{quote.after.discount > 0 ? `−${formatRupees(quote.after.discount)}` : "None"}</DeskFactRow>
        <DeskFactRow label="GST now">{formatRupees(quote.after.cgst + quote.after.sgst)}</DeskFactRow>
        <DeskFactRow label="Total after">
          <strong>{formatRupees(quote.after.total)}</strong>
        </DeskFactRow>
        <DeskFactRow label="Difference">{signed(quote.differencePaise)}</DeskFactRow>
      </dl>
      <div className="mt-4">
        <label htmlFor={noteId} className="field-label">
          Note (optional, kept in the booking's history)
        </label>
        <textarea id={noteId} name={f.note} rows={2} maxLength={maxChangeNoteLength} defaultValue={values[f.note] ?? ""} className="field-input" />
      </div>
      <div className="mt-4">
        <button type="submit" name={f.intent} value={changeIntents.save} className="btn-primary">
          Save the change
        </button>
      </div>
    </DeskSection>
  );
}
