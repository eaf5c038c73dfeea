import { useEffect, useState } from "react";
import { Link } from "react-router";
import { hotel } from "~/content/hotel";
import type { BookingConfirmation } from "~/domain/api-types";
import { BookingReceipt } from "./booking-receipt";
import { readReceipt } from "./saved-receipt";
import { PhoneLink } from "~/components/contact-links";

/** /BookingForm?step=5&ref=…: the receipt again after a reload, or an honest note when this tab has none. */
export function SavedReceiptView({ reference }: { reference: string }) {
  const [saved, setSaved] = useState<BookingConfirmation | null | undefined>(undefined);
  useEffect(() => setSaved(readReceipt(reference)), [reference]);

  if (saved === undefined) return <p className="text-ink-700">Opening your receipt…</p>;
  if (saved) return <BookingReceipt confirmation={saved} />;
  return (
    <div className="rounded-lg bg-white p-6 shadow-card">
      <h2 className="heading-2">Booking request {reference}</h2>
      <p className="mt-3 max-w-2xl text-ink-700">
        This booking request was sent from this website. We cannot show its receipt in this browser window, but our
        reservations team has it and will contact you to confirm. For any question, call{" "}
        <PhoneLink className="font-semibold text-river-700 underline" />{" "}
        or write to {hotel.emails.reservations}, quoting {reference}.
      </p>
      <div className="mt-6 flex flex-wrap gap-4">
        <Link to="/" className="btn-primary">
          Return to Home
        </Link>
        <Link to="/BookingForm" className="btn-secondary">
          Book another stay
        </Link>
      </div>
    </div>
  );
}
