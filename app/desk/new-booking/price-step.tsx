import { ExtraChargeLines } from "~/desk/extra-charge-lines";
import { gstLabel } from "~/domain/gst-text";
import { formatRupees } from "~/domain/money";
import { DeskFieldError, invalidProps } from "~/desk/desk-field-error";
import { DeskSection } from "~/desk/desk-section";
import { newBookingFields, maxReasonLength } from "./new-booking-form";
import type { NewBookingQuote, QuotedRoom } from "./new-booking-quote";
import { nightWords } from "./night-names";

function guestsText(room: QuotedRoom): string {
  const adults = `${room.adults} ${room.adults === 1 ? "adult" : "adults"}`;
  return room.children > 0 ? `${adults}, ${room.children} ${room.children === 1 ? "child" : "children"}` : adults;
}

/**
 * Each room's nights at the rate in force, each rate editable: a changed rate needs its reason.
 * Inputs are keyed by what was priced, so pricing other dates shows the new rates, not old typing.
 */
function RoomNights({
  room,
  index,
  quote,
  values,
  errors,
}: {
  room: QuotedRoom;
  index: number;
  quote: NewBookingQuote;
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  const priced = quote.price.rooms[index];
  return (
    <li className="rounded-md border border-sand-200 p-3">
      <fieldset>
      <legend className="font-semibold">
        Room {index + 1}: {room.name} · {guestsText(room)}
      </legend>
      <ol className="mt-2 grid gap-3">
        {room.nights.map(({ night, inForcePaise }, n) => {
          const rateName = newBookingFields.rate(index, n);
          const reasonName = newBookingFields.reason(index, n);
          const rateId = `field-${rateName}`;
          const reasonId = `field-${reasonName}`;
          return (
            <li key={`${quote.pricedFor}-${night}`} className="grid gap-2 sm:grid-cols-[12rem_1fr] sm:items-start">
              <div>
                <label htmlFor={rateId} className="field-label">
                  {nightWords(night)} rate (₹)
                </label>
                <input
                  id={rateId}
                  name={rateName}
                  inputMode="numeric"
                  defaultValue={values[rateName] ?? String(inForcePaise / 100)}
                  className="field-input"
                  {...invalidProps(`${rateId}-error`, errors[rateName], `${rateId}-hint`)}
                />
                <p id={`${rateId}-hint`} className="text-sm text-ink-700">
                  In force: {formatRupees(inForcePaise)}
                </p>
                <DeskFieldError id={`${rateId}-error`} message={errors[rateName]} />
              </div>
              <div>
                <label htmlFor={reasonId} className="field-label">
                  Reason, if {nightWords(night)}'s rate is changed
                </label>
                <input
                  id={reasonId}
                  name={reasonName}
                  maxLength={maxReasonLength}
                  defaultValue={values[reasonName] ?? ""}
                  className="field-input"
                  {...invalidProps(`${reasonId}-error`, errors[reasonName])}
                />
                <DeskFieldError id={`${reasonId}-error`} message={errors[reasonName]} />
              </div>
            </li>
          );
        })}
      </ol>
      <ExtraChargeLines extras={priced.extras} className="mt-2 text-sm text-ink-700" />
      <p className="mt-2 text-sm">Room total with GST: {formatRupees(priced.total)}</p>
      </fieldset>
    </li>
  );
}

/** The stay's nights and totals, as "Price it" found them. */
export function PriceStep({
  quote,
  values,
  errors,
}: {
  quote: NewBookingQuote;
  values: Record<string, string>;
  errors: Record<string, string>;
}) {
  const { totals } = quote.price;
  return (
    <DeskSection id="price-heading" heading="Nights and price">
      <input type="hidden" name={newBookingFields.pricedFor} value={quote.pricedFor} />
      {quote.unavailable.length > 0 ? (
        <p role="alert" className="mt-3 rounded-md border-l-4 border-red-700 bg-sand-50 p-3 font-semibold text-red-800">
          {quote.unavailable.join(" ")}
        </p>
      ) : null}
      <ol className="mt-3 grid gap-3">
        {quote.rooms.map((room, index) => (
          // Rooms of a stay have no identity beyond their place in it.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole on every pricing
          <RoomNights key={index} room={room} index={index} quote={quote} values={values} errors={errors} />
        ))}
      </ol>
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1" data-testid="new-booking-totals">
        <dt>Rooms</dt>
        <dd>{formatRupees(totals.subtotal)}</dd>
        {totals.discount > 0 && quote.price.offer ? (
          <>
            <dt>
              Offer: {quote.price.offer.title} ({quote.price.offer.percentOff}% off)
            </dt>
            <dd>−{formatRupees(totals.discount)}</dd>
          </>
        ) : null}
        <dt>{gstLabel("CGST", quote.price.taxes)}</dt>
        <dd>{formatRupees(totals.cgst)}</dd>
        <dt>{gstLabel("SGST", quote.price.taxes)}</dt>
        <dd>{formatRupees(totals.sgst)}</dd>
        <dt className="font-semibold">Total</dt>
        <dd className="font-semibold">{formatRupees(totals.total)}</dd>
      </dl>
      <p className="mt-2 text-sm text-ink-700">Changed a rate? Press "Price it" again to see the totals, or save: the booking is priced as typed.</p>
    </DeskSection>
  );
}
