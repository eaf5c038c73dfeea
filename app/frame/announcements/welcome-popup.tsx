import { useCallback, useEffect, useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { hotel, type IsoDate } from "~/content/hotel";
import { offerNameIn } from "~/content/hotel-in-lang";
import { activeOffer } from "./festive-offer";
import { takeSessionFlag } from "~/components/session-flag";
import { useEscapeKey } from "~/components/use-escape-key";
import { afterSplash } from "~/components/splash";
import { CloseButton } from "~/components/close-button";
import { linkInLang } from "~/i18n/hindi-pages";
import { fill, useLang, useWords } from "~/i18n/words";
import { formInView, guestIsBusy, watchFormTyping } from "./guest-is-busy";

/** Keep in step with tests/e2e/support/session-intro.ts. */
export const WELCOME_KEY = "nrr:welcome-shown";
const DELAY_AFTER_SCROLL_MS = 1000;
/** How far the guest has scrolled, in screens, before the card may come: they are reading by then. */
const SCROLLED_SCREENS = 0.5;

/** The home page in either language: the only page the card shows on. */
export function isHomePath(pathname: string): boolean {
  return pathname === "/" || pathname === "" || /^\/hi\/?$/i.test(pathname);
}

/**
 * A welcome with a link to booking (product-rules.md: Splash and popups): on the home page only,
 * once per session, a second after the guest has scrolled half a screen, and only while no form or
 * booking panel is on screen; one that comes into view closes it.
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
  const onHome = isHomePath(useLocation().pathname);

  useEffect(() => {
    if (!onHome) return;
    let timer = 0;
    let shown = false;
    const typing = watchFormTyping(document);
    const scrolled = () => window.scrollY >= window.innerHeight * SCROLLED_SCREENS;
    const onScroll = () => {
      if (shown) {
        // A form scrolled into view: the card gives way and does not come back.
        if (formInView(document, window.innerHeight)) setOpen(false);
        return;
      }
      if (!scrolled()) {
        window.clearTimeout(timer);
        timer = 0;
        return;
      }
      // Counted from the first scroll that got far enough; reading on does not put it off.
      if (timer !== 0) return;
      timer = window.setTimeout(() => {
        timer = 0;
        // Checked before the session's one showing is spent, so a busy guest may see it later.
        if (guestIsBusy(document, typing.typed()) || formInView(document, window.innerHeight) || !scrolled()) return;
        if (takeSessionFlag(WELCOME_KEY)) {
          shown = true;
          setOpen(true);
        }
      }, DELAY_AFTER_SCROLL_MS);
    };
    const stop = afterSplash(() => window.addEventListener("scroll", onScroll, { passive: true }));
    return () => {
      stop();
      typing.stop();
      window.removeEventListener("scroll", onScroll);
      window.clearTimeout(timer);
    };
  }, [onHome]);

  const close = useCallback(() => setOpen(false), []);
  useEscapeKey(open, close);

  const offer = activeOffer(today);
  if (!onHome) return null;
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
