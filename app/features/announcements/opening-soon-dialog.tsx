import { Modal } from "~/components/modal";
import { hotel } from "~/content/hotel";
import { monthDayAndYear } from "~/domain/date-words";
import { EmailLink, PhoneLink } from "~/components/contact-links";

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
        <EmailLink className="font-semibold text-river-700 underline underline-offset-2" />{" "}
        or call{" "}
        <PhoneLink className="font-semibold text-river-700 underline underline-offset-2" />
        .
      </p>
      <button type="button" className="btn-primary mt-6 w-full" onClick={onClose}>
        Close
      </button>
    </Modal>
  );
}
