import { useEffect, useState } from "react";
import { Link } from "react-router";
import { hotel } from "~/content/hotel";
import type { BookingConfirmation } from "~/domain/api-types";
import { linkInLang } from "~/i18n/hindi-pages";
import { fill, useLang, useWords } from "~/i18n/words";
import { BookingReceipt } from "./booking-receipt";
import { bookingPath } from "./booking-link";
import { readReceipt } from "./saved-receipt";
import { PhoneLink } from "~/components/contact-links";

/** /BookingForm?step=5&ref=…: the receipt again after a reload, or an honest note when this tab has none. */
export function SavedReceiptView({ reference }: { reference: string }) {
  const w = useWords("booking").saved;
  const lang = useLang();
  const [saved, setSaved] = useState<BookingConfirmation | null | undefined>(undefined);
  useEffect(() => setSaved(readReceipt(reference)), [reference]);

  if (saved === undefined) return <p className="text-ink-700">{w.opening}</p>;
  if (saved) return <BookingReceipt confirmation={saved} nextSteps />;
  return (
    <div className="rounded-lg bg-white p-6 shadow-card">
      <h2 className="heading-2">{fill(w.title, { reference })}</h2>
      <p className="mt-3 max-w-2xl text-ink-700">
        {w.textBefore}
        <PhoneLink className="font-semibold text-river-700 underline" />
        {fill(w.textAfter, { email: hotel.emails.reservations, reference })}
      </p>
      <div className="mt-6 flex flex-wrap gap-4">
        <Link to={linkInLang("/", lang)} className="btn-primary">
          {w.home}
        </Link>
        <Link to={linkInLang(bookingPath, lang)} className="btn-secondary">
          {w.another}
        </Link>
      </div>
    </div>
  );
}
