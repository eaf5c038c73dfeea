import { useCallback, useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { hotel, type IsoDate } from "~/content/hotel";
import { offerNameIn } from "~/content/hotel-in-lang";
import { activeOffer } from "./festive-offer";
import { takeSessionFlag } from "~/components/session-flag";
import { useEscapeKey } from "~/components/use-escape-key";
import { afterSplash } from "~/components/splash";
import { CloseButton } from "~/components/close-button";
import { linkInLang } from "~/i18n/hindi-pages";
import { fill, useLang, useWords } from "~/i18n/words";
import { guestIsBusy, watchFormTyping } from "./guest-is-busy";

/** Keep in step with tests/e2e/support/session-intro.ts. */
export const WELCOME_KEY = "nrr:welcome-shown";
const DELAY_AFTER_SPLASH_MS = 1000;

/**
 * A welcome with a link to booking, once per session, 1 s after the splash (product-rules.md:
 * Splash and popups).
 *
 * A non-modal card at the foot of the screen rather than a modal over the page: it arrives while the
 * guest is already reading, so it must not take their focus, darken the page or block scrolling on a
 * small phone. It is announced politely, closes on Escape, its close button or "Maybe later", and
 * never opens over a dialog or a form the guest is filling in.
 */
export function WelcomePopup({ today }: { today: IsoDate }) {
  const [open, setOpen] = useState(false);
  const w = useWords("frame").welcome;
  const lang = useLang();
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    let timer = 0;
    const typing = watchFormTyping(document);
    const stop = afterSplash(() => {
      timer = window.setTimeout(() => {
        // Checked before the session's one showing is spent, so a busy guest may see it on a later page.
        if (guestIsBusy(document, typing.typed())) return;
        if (takeSessionFlag(WELCOME_KEY)) setOpen(true);
      }, DELAY_AFTER_SPLASH_MS);
    });
    return () => {
      stop();
      typing.stop();
      window.clearTimeout(timer);
    };
  }, []);

  const close = useCallback(() => setOpen(false), []);
  useEscapeKey(open, close);

  const offer = activeOffer(today);
  return (
    <div aria-live="polite" className="print:hidden">
      {open ? (
        <section
          role="dialog"
          aria-modal="false"
          aria-labelledby={titleId}
          aria-describedby={textId}
          className="fixed inset-x-3 bottom-[calc(var(--bottom-bar-height)+1rem)] z-40 mx-auto max-w-sm rounded-lg bg-white p-5 pr-12 text-ink shadow-lift sm:inset-x-auto sm:right-6 lg:bottom-6 lg:right-24"
        >
          <CloseButton
            onClose={close}
            className="absolute right-2 top-2 text-ink-700 hover:bg-sand-100 focus-visible:outline-river-700"
          />
          <h2 id={titleId} className="font-serif text-lg font-semibold leading-snug text-river-900">
            {fill(w.title, { name: hotel.shortName })}
          </h2>
          <p id={textId} className="mt-1 text-sm text-ink-700">
            {fill(w.text, { km: hotel.temple.km, temple: hotel.temple.name })}
          </p>
          {offer ? (
            // The offer's name is staff's own wording: their Hindi on a Hindi page when they wrote one.
            <p className="mt-2 text-sm font-semibold text-saffron-900">
              {fill(w.offer, { title: offerNameIn(offer, lang), percent: offer.percentOff })}
            </p>
          ) : null}
          <div className="mt-4 flex gap-2">
            <Link to={linkInLang("/BookingForm", lang)} className="btn-primary flex-1 px-4 py-2 text-sm" onClick={close}>
              {w.book}
            </Link>
            <button type="button" className="btn-secondary flex-1 px-4 py-2 text-sm" onClick={close}>
              {w.later}
            </button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
