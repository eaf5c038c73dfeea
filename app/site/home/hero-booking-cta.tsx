import { lazy, useState } from "react";
import { Link } from "react-router";
import type { IsoDate } from "~/content/hotel";
import { linkInLang } from "~/i18n/hindi-pages";
import { useLang } from "~/i18n/words";
import { isBookingOpen } from "../../frame/announcements/booking-open";
import { OnDemand } from "../sections/on-demand";

// Before the opening date only (product-rules.md: Booking calls to action); its code loads when a
// guest asks.
const OpeningSoonDialog = lazy(() =>
  import("../../frame/announcements/opening-soon-dialog").then((m) => ({ default: m.OpeningSoonDialog })),
);

/**
 * The hero's booking call to action (product-rules.md: Booking calls to action): a plain link to
 * /BookingForm (its Hindi version from a Hindi page) once the hotel is open, the Opening Soon popup
 * before. Kept this small because it is part of the first download.
 */
export function HeroBookingCta({ today, className = "", children }: { today: IsoDate; className?: string; children: string }) {
  const [dialogOpen, setDialogOpen] = useState(false);
  const lang = useLang();
  if (isBookingOpen(today)) {
    return (
      <Link to={linkInLang("/BookingForm", lang)} className={`btn-primary ${className}`}>
        {children}
      </Link>
    );
  }
  return (
    <>
      <button type="button" className={`btn-primary ${className}`} onClick={() => setDialogOpen(true)}>
        {children}
      </button>
      <OnDemand open={dialogOpen}>
        <OpeningSoonDialog open onClose={() => setDialogOpen(false)} />
      </OnDemand>
    </>
  );
}
