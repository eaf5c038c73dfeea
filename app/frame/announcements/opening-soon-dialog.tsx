import { Modal } from "~/components/modal";
import { fillNodes } from "~/components/fill-nodes";
import { EmailLink, PhoneLink } from "~/components/contact-links";
import { useWords } from "~/i18n/words";

interface OpeningSoonDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The "Opening Soon" popup (product-rules.md: Booking calls to action): online booking is not open
 * yet; write to reservations meanwhile.
 */
export function OpeningSoonDialog({ open, onClose }: OpeningSoonDialogProps) {
  const { openingSoon: w, openingDay } = useWords("frame");
  const link = "font-semibold text-river-700 underline underline-offset-2";
  return (
    <Modal open={open} onClose={onClose} title={w.title} size="sm">
      <p>{fillNodes(w.soon, { date: <strong>{openingDay}</strong> })}</p>
      <p className="mt-3">
        {fillNodes(w.reserve, { email: <EmailLink className={link} />, phone: <PhoneLink className={link} /> })}
      </p>
      <button type="button" className="btn-primary mt-6 w-full" onClick={onClose}>
        {w.close}
      </button>
    </Modal>
  );
}
