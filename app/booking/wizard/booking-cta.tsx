import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import type { IsoDate } from "~/content/hotel";
import { linkInLang } from "~/i18n/hindi-pages";
import { useLang, useWords } from "~/i18n/words";
import { useHotelToday } from "./use-hotel-today";
import { isBookingOpen } from "../../frame/announcements/booking-open";
import { OpeningSoonDialog } from "../../frame/announcements/opening-soon-dialog";
import { type BookingHandOff, bookingFormHref } from "./booking-link";

interface BookingCtaProps {
  handOff?: BookingHandOff;
  /** Overrides the hotel's today from the root loader (tests, previews). */
  today?: IsoDate;
  className?: string;
  /** What the link says; "Book Now" in the page's language (the root's `bookingCta` words) unless given. */
  children?: ReactNode;
}

/**
 * A booking call to action (product-rules.md: Booking calls to action): a link to /BookingForm
 * carrying the stay, in the page's language, which opens the Opening Soon popup instead while the
 * hotel has not opened yet.
 */
export function BookingCta({ handOff, today, className = "btn-primary", children }: BookingCtaProps) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const w = useWords("bookingCta");
  const lang = useLang();
  const hotelToday = useHotelToday();
  const open = isBookingOpen(today ?? hotelToday);
  return (
    <>
      <Link
        to={linkInLang(bookingFormHref(handOff), lang)}
        className={className}
        onClick={(event) => {
          if (open) return;
          event.preventDefault();
          setDialogOpen(true);
        }}
      >
        {children ?? w.bookNow}
      </Link>
      {open ? null : <OpeningSoonDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />}
    </>
  );
}
