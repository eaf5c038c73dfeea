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
  /**
   * Below 768 px the dialog fills the screen and its content fills the space below the heading (a
   * photo viewer: every pixel of a phone's screen goes to the picture).
   */
  fullScreenOnPhones?: boolean;
}

const SIZES = { sm: "max-w-md", md: "max-w-xl", lg: "max-w-3xl", xl: "max-w-5xl" };
const FULL_SCREEN = {
  dialog: "max-md:(m-0 h-[100dvh] max-h-none w-[100dvw] max-w-none rounded-none)",
  panel: "max-md:(flex h-full flex-col p-4)",
  content: "max-md:(min-h-0 flex-1)",
};

/**
 * Every dialog on the site (product-rules.md: Accessibility): the native modal <dialog> keeps focus
 * inside and makes the page behind inert; Escape, the close button and a click on the overlay close
 * it; focus returns to whatever opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  hideTitle,
  children,
  size = "md",
  className,
  fullScreenOnPhones = false,
}: ModalProps) {
  const fullScreen = fullScreenOnPhones ? FULL_SCREEN : { dialog: "", panel: "", content: "" };
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
      className={`m-auto w-[calc(100%-2rem)] ${SIZES[size]} max-h-[calc(100dvh-2rem)] overflow-auto rounded-lg bg-white p-0 text-ink shadow-lift backdrop:bg-ink/70 ${fullScreen.dialog} ${className ?? ""}`}
    >
      {open ? (
        <div className={`relative p-6 ${fullScreen.panel}`}>
          <CloseButton
            onClose={onClose}
            className="absolute right-3 top-3 text-ink-700 hover:bg-sand-100 focus-visible:outline-river-700"
          />
          <h2 id={titleId} className={hideTitle ? "sr-only" : "heading-3 pr-10"}>
            {title}
          </h2>
          <div className={`${hideTitle ? "" : "mt-4"} ${fullScreen.content}`}>{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
