import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import type { IsoDate } from "~/content/hotel";
import { useHotelToday } from "./use-hotel-today";
import { isBookingOpen } from "../announcements/booking-open";
import { OpeningSoonDialog } from "../announcements/opening-soon-dialog";
import { type BookingHandOff, bookingFormHref } from "./booking-link";

interface BookingCtaProps {
  handOff?: BookingHandOff;
  /** Overrides the hotel's today from the root loader (tests, previews). */
  today?: IsoDate;
  className?: string;
  children: ReactNode;
}

/**
 * A booking call to action (product-rules.md: Booking calls to action): a link to /BookingForm
 * carrying the stay, which opens the Opening Soon popup instead while the hotel has not opened yet.
 */
export function BookingCta({ handOff, today, className = "btn-primary", children }: BookingCtaProps) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const hotelToday = useHotelToday();
  const open = isBookingOpen(today ?? hotelToday);
  return (
    <>
      <Link
        to={bookingFormHref(handOff)}
        className={className}
        onClick={(event) => {
          if (open) return;
          event.preventDefault();
          setDialogOpen(true);
        }}
      >
        {children}
      </Link>
      {open ? null : <OpeningSoonDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />}
    </>
  );
}
