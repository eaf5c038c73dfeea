import { useId, useState } from "react";
import { hotel } from "~/content/hotel";
import { adultOptionsFor, childOptionsFor } from "~/domain/guest-counts";
import { addDays, compareDates, earliestCheckInFrom, isValidIsoDate } from "~/domain/hotel-date";
import { latestCheckInFrom, latestCheckOutFor } from "~/domain/bookable-days";
import { linkInLang } from "~/i18n/hindi-pages";
import { fill, useLang, useWords } from "~/i18n/words";
import { bookingPath, bookingQueryKeys } from "../../booking/wizard/booking-link";
import { startIntent, startIntentField } from "../../booking/wizard/guest-prefill";
import { LabelledField } from "../../booking/wizard/labelled-field";
import { CountSelect, StayDate } from "../../booking/wizard/stay-fields";
import { useHotelToday } from "../../booking/wizard/use-hotel-today";

/**
 * The home page's "Request a Booking" (product-rules.md: One way to book): the spec's fields, posted
 * as a plain form to the booking wizard, which opens with the stay and party filled in and the
 * room types free for them, and keeps the guest's details for its checkout. So this form makes the
 * same pending booking, reference, e-mails and guest page as every booking, and works before and
 * without the page's script. The browser's own checks mark what is needed; the wizard checks
 * everything again with its rules.
 */
export function HomeBookingRequestForm() {
  const w = useWords("homeRequest");
  const lang = useLang();
  const ids = useId();
  const today = useHotelToday();
  const earliest = earliestCheckInFrom(today);
  const [checkIn, setCheckIn] = useState("");
  const [checkOut, setCheckOut] = useState("");
  const [adults, setAdults] = useState(2);
  const [children, setChildren] = useState(0);
  const labels = w.labels;
  const id = (name: string) => `${ids}-${name}`;

  function changeCheckIn(value: string) {
    setCheckIn(value);
    // Keep the stay at least one night long when the check-in moves past the check-out.
    if (isValidIsoDate(value) && isValidIsoDate(checkOut) && compareDates(checkOut, value) <= 0) setCheckOut(addDays(value, 1));
  }

  return (
    <section aria-labelledby={id("title")} className="card p-6 md:p-8">
      <h2 id={id("title")} className="heading-2">
        {w.heading}
      </h2>
      <p className="mt-2 text-ink-700">{w.intro}</p>
      <form
        method="post"
        action={linkInLang(bookingPath, lang)}
        aria-labelledby={id("title")}
        className="mt-6 grid gap-4 sm:grid-cols-2"
      >
        <input type="hidden" name={startIntentField} value={startIntent} />
        <LabelledField id={id("name")} label={labels.name}>
          <input id={id("name")} name="name" autoComplete="name" maxLength={100} className="field-input h-12" />
        </LabelledField>
        <LabelledField id={id("email")} label={labels.email}>
          <input id={id("email")} name="email" type="email" autoComplete="email" maxLength={254} className="field-input h-12" />
        </LabelledField>
        <div className="sm:col-span-2">
          <LabelledField id={id("phone")} label={labels.phone}>
            <input id={id("phone")} name="phone" type="tel" autoComplete="tel" maxLength={30} className="field-input h-12" />
          </LabelledField>
        </div>
        <StayDate
          id={id("in")}
          label={labels.checkIn}
          name={bookingQueryKeys.checkIn}
          required
          min={earliest}
          max={latestCheckInFrom(today)}
          value={checkIn}
          onChange={changeCheckIn}
        />
        <StayDate
          id={id("out")}
          label={labels.checkOut}
          name={bookingQueryKeys.checkOut}
          required
          min={addDays(isValidIsoDate(checkIn) ? checkIn : earliest, 1)}
          max={latestCheckOutFor(checkIn, today)}
          value={checkOut}
          onChange={setCheckOut}
        />
        <CountSelect id={id("adults")} name={bookingQueryKeys.adults} label={labels.adults} value={adults} options={adultOptionsFor({ children })} onChange={setAdults} />
        <CountSelect
          id={id("children")}
          name={bookingQueryKeys.children}
          label={fill(labels.children, { age: hotel.limits.childMaxAge })}
          value={children}
          options={childOptionsFor({ adults })}
          onChange={setChildren}
        />
        <div className="sm:col-span-2">
          <LabelledField id={id("message")} label={labels.message}>
            <textarea id={id("message")} name="special_requests" rows={3} maxLength={1000} className="field-input" />
          </LabelledField>
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary h-12 w-full sm:w-auto">
            {w.submit}
          </button>
          <p className="mt-3 text-sm text-ink-700">{w.next}</p>
        </div>
      </form>
    </section>
  );
}
