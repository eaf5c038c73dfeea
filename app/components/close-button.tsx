import { useWords } from "~/i18n/words";

/** The round × button of the site's dialogs and panels; `className` places and colours it. */
export function CloseButton({ onClose, label, className }: { onClose: () => void; label?: string; className: string }) {
  const frame = useWords("frame");
  return (
    <button
      type="button"
      onClick={onClose}
      aria-label={label ?? frame.close}
      className={`grid h-10 w-10 place-items-center rounded-pill text-2xl leading-none focus-visible:outline-2 ${className}`}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
