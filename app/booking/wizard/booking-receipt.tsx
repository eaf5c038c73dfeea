import type { ReactNode } from "react";
import { Link } from "react-router";
import { hotel } from "~/content/hotel";
import { addressIn } from "~/content/hotel-in-lang";
import type { BookingConfirmation } from "~/domain/api-types";
import { displayPhone } from "~/domain/phone-numbers";
import { linkInLang } from "~/i18n/hindi-pages";
import { fill, useLang, useWords } from "~/i18n/words";
import { clockText } from "./booking-text";
import { depositTableNote } from "./deposit-ask";
import { PriceTable } from "./price-table";
import { receiptBreakdown } from "./price-breakdown";
import { ReceiptNextSteps } from "./receipt-next-steps";
import { stayDate } from "./stay-summary";

/**
 * Step 5, the receipt, entirely from the server's answer (product-rules.md: One price and tax
 * calculation, Booking reference and status): the reference the hotel also has, the guest, the
 * stay, the rooms and the same totals as the summary. Prints cleanly.
 */
interface BookingReceiptProps {
  confirmation: BookingConfirmation;
  /** Where the booking stands, in the guest's words; the receipt's own status unless given. */
  status?: string;
  heading?: string;
  intro?: ReactNode;
  /** What the guest can do next; the receipt's Return to Home and Print unless given. */
  actions?: ReactNode;
  /** The wizard's receipt also says what happens next and links to the guest's page (receipt-next-steps.tsx). */
  nextSteps?: boolean;
}

export function BookingReceipt({ confirmation, status, heading, intro, actions, nextSteps = false }: BookingReceiptProps) {
  const words = useWords("receipt");
  const w = words.receipt;
  const lang = useLang();
  const { guest } = confirmation;
  const breakdown = receiptBreakdown(confirmation, { lang, receipt: words });
  const address = addressIn(lang);
  const serviceName = (service: { key: string; label: string }) =>
    (words.services as Readonly<Record<string, string>>)[service.key] ?? service.label;
  return (
    <article
      aria-labelledby="receipt-title"
      className="rounded-lg bg-white p-5 shadow-card md:p-8"
      data-testid="booking-receipt"
      data-print="receipt"
    >
      <p className="mb-6 hidden border-b border-sand-300 pb-4 print:block">
        <strong>{hotel.name}</strong>
        <br />
        {address.street}, {address.locality}, {address.region} {address.postalCode} ·{" "}
        {hotel.phones.primary.display} · {hotel.emails.reservations}
      </p>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h3 id="receipt-title" className="heading-2">
            {heading ?? fill(w.thanks, { name: guest.name })}
          </h3>
          <div className="mt-2 max-w-xl text-ink-700">{intro ?? w.intro}</div>
        </div>
        <div className="rounded-md border-2 border-dashed border-saffron-700 px-5 py-3 text-center">
          <p className="text-sm font-medium text-ink-700">{w.reference}</p>
          <p className="font-mono text-2xl font-bold tracking-widest text-ink" data-testid="booking-reference">
            {confirmation.reference}
          </p>
        </div>
      </div>

      {nextSteps ? <ReceiptNextSteps confirmation={confirmation} /> : null}

      <dl className="mt-8 grid gap-x-8 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
        <ReceiptItem term={w.guest} value={guest.name} />
        <ReceiptItem term={w.email} value={guest.email} />
        <ReceiptItem term={w.phone} value={displayPhone(guest.phone)} />
        <ReceiptItem
          term={w.checkIn}
          value={fill(w.checkInFrom, {
            date: stayDate(confirmation.check_in_date, lang),
            time: clockText(hotel.checkInTimeIso, words.clock),
          })}
        />
        <ReceiptItem
          term={w.checkOut}
          value={fill(w.checkOutBy, {
            date: stayDate(confirmation.check_out_date, lang),
            time: clockText(hotel.checkOutTimeIso, words.clock),
          })}
        />
        <ReceiptItem term={w.nights} value={String(confirmation.nights)} />
        <ReceiptItem term={w.statusLabel} value={status ?? w.status} />
        {guest.special_requests ? <ReceiptItem term={w.specialRequests} value={guest.special_requests} /> : null}
        {guest.billing ? (
          <ReceiptItem
            term={w.invoiceTo}
            value={[guest.billing.company, guest.billing.gstin, guest.billing.address].filter(Boolean).join("\n")}
          />
        ) : null}
      </dl>

      <section aria-labelledby="receipt-rooms" className="mt-8">
        <h4 id="receipt-rooms" className="heading-3">
          {w.rooms}
        </h4>
        <div className="mt-3">
          <PriceTable
            breakdown={breakdown}
            caption={w.roomsCaption}
            payNote={confirmation.deposit ? depositTableNote({ amountPaise: confirmation.deposit.amount_paise, restPaise: confirmation.deposit.rest_paise }, words.deposit) : undefined}
          />
        </div>
      </section>

      <section aria-labelledby="receipt-services" className="mt-8">
        <h4 id="receipt-services" className="heading-3">
          {w.services}
        </h4>
        {confirmation.services.length > 0 ? (
          <ul className="mt-3 list-disc pl-5">
            {confirmation.services.map((service) => (
              <li key={service.key}>{fill(w.servicePayAtHotel, { service: serviceName(service) })}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-ink-700">{w.none}</p>
        )}
      </section>

      {hotel.legal.gstin ? (
        <p className="mt-8 text-sm text-ink-700" data-testid="receipt-legal">
          {fill(w.issuedBy, { name: hotel.legal.name, gstin: hotel.legal.gstin })}
        </p>
      ) : null}
      <p className="mt-8 text-sm text-ink-700">
        {fill(w.questions, {
          phone: hotel.phones.primary.display,
          hours: hotel.contactHours,
          email: hotel.emails.reservations,
          reference: confirmation.reference,
        })}
      </p>
      <div className="mt-8 flex flex-wrap gap-4 print:hidden">
        {actions ?? (
          <>
            <Link to={linkInLang("/", lang)} className="btn-primary">
              {w.home}
            </Link>
            <button type="button" className="btn-secondary" onClick={() => window.print()}>
              {w.print}
            </button>
          </>
        )}
      </div>
    </article>
  );
}

function ReceiptItem({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-sm text-ink-700">{term}</dt>
      <dd className="font-medium whitespace-pre-line break-words">{value}</dd>
    </div>
  );
}
