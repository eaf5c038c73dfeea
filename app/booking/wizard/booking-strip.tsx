import { useId, useState } from "react";
import { Form, useNavigate } from "react-router";
import { type IsoDate, hotel } from "~/content/hotel";
import { addDays, compareDates, earliestCheckInFrom, isValidIsoDate } from "~/domain/hotel-date";
import { latestCheckInFrom, latestCheckOutFor } from "~/domain/bookable-days";
import { useHotelToday } from "./use-hotel-today";
import { isBookingOpen } from "../../frame/announcements/booking-open";
import { OpeningSoonDialog } from "../../frame/announcements/opening-soon-dialog";
import { bookingFormHref, bookingPath, bookingQueryKeys, partyToHandOff } from "./booking-link";
import { partyLimits } from "~/domain/guest-counts";
import { linkInLang } from "~/i18n/hindi-pages";
import { fill, useLang, useWords } from "~/i18n/words";
import { CountSelect, StayDate } from "./stay-fields";

interface BookingStripProps {
  /** Overrides the hotel's today from the root loader (tests, previews). */
  today?: IsoDate;
  className?: string;
}

/** The whole numbers from `min` to `max`: a count's choices. */
const between = (min: number, max: number) => Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);

/**
 * The home page's booking strip (anchor #booking). Booking calls to action (product-rules.md):
 * before the opening date it opens the Opening Soon popup; from then on it takes the guest to the
 * wizard with the stay filled in. Without JavaScript it is a plain GET form to /BookingForm sending
 * party totals, which the wizard spreads. Its words are the home page's (`home.strip`); from a Hindi
 * page it leads to the wizard's Hindi version.
 */
export function BookingStrip({ today: todayProp, className = "" }: BookingStripProps) {
  const navigate = useNavigate();
  const ids = useId();
  const w = useWords("home").strip;
  const lang = useLang();
  const hotelToday = useHotelToday();
  const today = todayProp ?? hotelToday;
  const earliest = earliestCheckInFrom(today);
  // Hotel time (product-rules.md): the default stay is the earliest check-in, one night.
  const [checkIn, setCheckIn] = useState<string>(earliest);
  const [checkOut, setCheckOut] = useState<string>(addDays(earliest, 1));
  const [rooms, setRooms] = useState(1);
  const [adults, setAdults] = useState(2);
  const [children, setChildren] = useState(0);
  const [dialogOpen, setDialogOpen] = useState(false);
  const limits = partyLimits(rooms, adults);

  const checkOutMin = isValidIsoDate(checkIn) ? addDays(checkIn, 1) : addDays(earliest, 1);

  function changeCheckIn(value: string) {
    setCheckIn(value);
    // Keep the stay at least one night long when the check-in moves past the check-out.
    if (isValidIsoDate(value) && (!isValidIsoDate(checkOut) || compareDates(checkOut, value) <= 0)) {
      setCheckOut(addDays(value, 1));
    }
  }

  function changeRooms(value: number) {
    // Every room needs an adult; fewer rooms hold fewer guests.
    const nextAdults = Math.min(Math.max(adults, value), partyLimits(value, 0).maxAdults);
    setRooms(value);
    setAdults(nextAdults);
    setChildren((current) => Math.min(current, partyLimits(value, nextAdults).maxChildren));
  }

  function changeAdults(value: number) {
    setAdults(value);
    setChildren((current) => Math.min(current, partyLimits(rooms, value).maxChildren));
  }

  // The strip's fields in order: the stay's two dates, then the party's totals.
  const dates = [
    { key: "in", label: w.checkIn, name: bookingQueryKeys.checkIn, min: earliest, max: latestCheckInFrom(today), value: checkIn, onChange: changeCheckIn },
    { key: "out", label: w.checkOut, name: bookingQueryKeys.checkOut, min: checkOutMin, max: latestCheckOutFor(checkIn, today), value: checkOut, onChange: setCheckOut },
  ];
  const counts = [
    { key: "adults", label: w.adults, value: adults, options: between(rooms, limits.maxAdults), onChange: changeAdults },
    { key: "children", label: fill(w.children, { age: hotel.limits.childMaxAge }), value: children, options: between(0, limits.maxChildren), onChange: setChildren },
    { key: "rooms", label: w.rooms, value: rooms, options: between(1, hotel.limits.maxRooms), onChange: changeRooms },
  ] as const;
  return (
    <section id="booking" aria-labelledby={`${ids}-title`} className={`card p-5 md:p-6 ${className}`}>
      <h2 id={`${ids}-title`} className="heading-3">
        {w.title}
      </h2>
      <Form
        method="get"
        action={linkInLang(bookingPath, lang)}
        className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_repeat(3,minmax(0,0.7fr))_auto] lg:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (!isBookingOpen(today)) {
            setDialogOpen(true);
            return;
          }
          navigate(
            linkInLang(
              bookingFormHref(
                partyToHandOff({
                  checkIn: isValidIsoDate(checkIn) ? checkIn : undefined,
                  checkOut: isValidIsoDate(checkOut) ? checkOut : undefined,
                  adults,
                  children,
                  rooms,
                }),
              ),
              lang,
            ),
          );
        }}
      >
        {dates.map(({ key, ...date }) => (
          <StayDate key={key} id={`${ids}-${key}`} {...date} />
        ))}
        {counts.map(({ key, ...count }) => (
          <CountSelect key={key} id={`${ids}-${key}`} name={bookingQueryKeys[key]} {...count} />
        ))}
        <button type="submit" className="btn-primary h-12 sm:col-span-2 lg:col-span-1">
          {w.submit}
        </button>
      </Form>
      <p className="mt-3 text-sm text-ink-700">
        {fill(w.note, { guests: hotel.limits.maxGuestsPerRoom, age: hotel.limits.childMaxAge })}
      </p>
      <OpeningSoonDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </section>
  );
}
