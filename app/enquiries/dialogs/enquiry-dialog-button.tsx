import { lazy, Suspense, useState } from "react";
import { Modal } from "~/components/modal";
import { linkInLang } from "~/i18n/hindi-pages";
import { fill, useLang, useWords } from "~/i18n/words";
import type { EnquiryKind } from "./enquiry-topic";

// The form (TanStack Form and its schema, about 20 KB) is needed only once a guest opens the dialog:
// it loads when the pointer or focus reaches the button, so it is usually there by the click.
const loadForm = () => import("./enquiry-dialog-form");
const EnquiryDialogForm = lazy(() => loadForm().then((m) => ({ default: m.EnquiryDialogForm })));
const prefetchForm = () => {
  // Only a head start: opening the dialog loads the form itself.
  loadForm().catch(() => {});
};

interface EnquiryDialogButtonProps {
  kind: EnquiryKind;
  /** The treatment or programme, as named on the page. */
  topic: string;
  label: string;
  className?: string;
}

/**
 * Spa "Book Now" / Gym "Join Now" (product-rules.md: Dialogs): opens a short enquiry prefilled with
 * the treatment or programme, sent as a contact enquiry. Without JavaScript it is a link to the
 * contact form with the same message preset. Its words are the route's `enquiryDialog` words.
 */
export function EnquiryDialogButton({ kind, topic, label, className }: EnquiryDialogButtonProps) {
  const [open, setOpen] = useState(false);
  const w = useWords("enquiryDialog");
  const lang = useLang();
  const title = fill(w.kinds[kind].heading, { topic });
  const opener = fill(w.kinds[kind].opener, { topic });
  const contactHref = linkInLang(`/Contact?topic=${encodeURIComponent(opener)}#get-in-touch`, lang);
  return (
    <>
      <a
        href={contactHref}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
        onPointerEnter={prefetchForm}
        onFocus={prefetchForm}
        onTouchStart={prefetchForm}
        aria-haspopup="dialog"
        // Three "Book Now" buttons on one page: the name says which treatment each is for.
        aria-label={`${label}: ${topic}`}
        className={className ?? "btn-primary"}
      >
        {label}
      </a>
      <Modal open={open} onClose={() => setOpen(false)} title={title}>
        {open ? (
          <Suspense fallback={<p className="text-ink-700">{w.opening}</p>}>
            <EnquiryDialogForm kind={kind} opener={opener} topic={topic} />
          </Suspense>
        ) : null}
      </Modal>
    </>
  );
}
