import { type BookingStatus, statusWords } from "~/domain/booking-status";

const tones: Record<BookingStatus, string> = {
  pending: "bg-saffron-100 text-saffron-900",
  confirmed: "bg-river-100 text-river-900",
  declined: "bg-sand-200 text-ink",
  cancelled: "bg-sand-200 text-ink",
  checked_in: "bg-river-700 text-white",
  checked_out: "bg-sand-100 text-ink",
  no_show: "bg-sand-200 text-ink",
};

export function StatusBadge({ status }: { status: BookingStatus }) {
  return (
    <span className={`inline-block rounded-pill px-2.5 py-0.5 text-sm font-semibold ${tones[status]}`}>
      {statusWords[status]}
    </span>
  );
}
