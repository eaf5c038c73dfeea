import { type ReactNode, useEffect, useId, useRef } from "react";
import { CloseButton } from "./close-button";

interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: string;
  /** Visually hide the heading (the name stays for screen readers). */
  hideTitle?: boolean;
  children: ReactNode;
  /** Tailwind max-width class of the panel. */
  size?: "sm" | "md" | "lg" | "xl";
  className?: string;
}

const SIZES = { sm: "max-w-md", md: "max-w-xl", lg: "max-w-3xl", xl: "max-w-5xl" };

/**
 * Every dialog on the site (product-rules.md: Accessibility): the native modal <dialog> keeps focus
 * inside and makes the page behind inert; Escape, the close button and a click on the overlay close
 * it; focus returns to whatever opened it.
 */
export function Modal({ open, onClose, title, hideTitle, children, size = "md", className }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      dialog.showModal();
      return () => opener?.focus?.();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled by the dialog's cancel event; the click is the overlay.
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click whose target is the <dialog> itself landed on the backdrop (the overlay).
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${SIZES[size]} max-h-[calc(100dvh-2rem)] overflow-auto rounded-lg bg-white p-0 text-ink shadow-lift backdrop:bg-ink/70 ${className ?? ""}`}
    >
      {open ? (
        <div className="relative p-6">
          <CloseButton
            onClose={onClose}
            className="absolute right-3 top-3 text-ink-700 hover:bg-sand-100 focus-visible:outline-river-700"
          />
          <h2 id={titleId} className={hideTitle ? "sr-only" : "heading-3 pr-10"}>
            {title}
          </h2>
          <div className={hideTitle ? "" : "mt-4"}>{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
