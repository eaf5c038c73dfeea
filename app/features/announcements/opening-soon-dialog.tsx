import { Modal } from "~/components/modal";
import { hotel } from "~/content/hotel";
import { monthDayAndYear } from "~/domain/date-words";

interface OpeningSoonDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The "Opening Soon" popup (product-rules.md: Booking calls to action): online booking is not open
 * yet; write to reservations meanwhile.
 */
export function OpeningSoonDialog({ open, onClose }: OpeningSoonDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title="Opening soon" size="sm">
      <p>
        Online booking will be available shortly. We open our doors on{" "}
        <strong>{monthDayAndYear(hotel.openingDate)}</strong>.
      </p>
      <p className="mt-3">
        To reserve a room today, write to us at{" "}
        <a className="font-semibold text-river-700 underline underline-offset-2" href={`mailto:${hotel.emails.reservations}`}>
          {hotel.emails.reservations}
        </a>{" "}
        or call{" "}
        <a className="font-semibold text-river-700 underline underline-offset-2" href={`tel:${hotel.phones.primary.tel}`}>
          {hotel.phones.primary.display}
        </a>
        .
      </p>
      <button type="button" className="btn-primary mt-6 w-full" onClick={onClose}>
        Close
      </button>
    </Modal>
  );
}
