import { useEffect, useState } from "react";
import { Link } from "react-router";
import { hotel, type IsoDate } from "../content/hotel";
import { activeOffer } from "../features/announcements/festive-offer";
import { Modal } from "./modal";
import { takeSessionFlag } from "./session-flag";
import { afterSplash } from "./splash";

/** Keep in step with tests/e2e/support/session-intro.ts. */
export const WELCOME_KEY = "nrr:welcome-shown";
const DELAY_AFTER_SPLASH_MS = 1000;

/** Spec §1/§2, D23: a welcome with a link to booking, once per session, 1 s after the splash. */
export function WelcomePopup({ today }: { today: IsoDate }) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let timer = 0;
    const stop = afterSplash(() => {
      timer = window.setTimeout(() => {
        if (takeSessionFlag(WELCOME_KEY)) setOpen(true);
      }, DELAY_AFTER_SPLASH_MS);
    });
    return () => {
      stop();
      window.clearTimeout(timer);
    };
  }, []);

  const offer = activeOffer(today);
  const close = () => setOpen(false);
  return (
    <Modal open={open} onClose={close} title={`Welcome to ${hotel.shortName}`} size="sm">
      <p>
        A calm stay on the bank of the Narmada, {hotel.templeDistance.km} km from the Omkareshwar Jyotirlinga, with
        vegetarian fine dining and rooms for pilgrims, families and business travellers.
      </p>
      {offer ? (
        <p className="mt-3 rounded-md bg-saffron-50 px-4 py-3 font-semibold text-saffron-900">
          {offer.title}: {offer.percentOff}% off your stay.
        </p>
      ) : null}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Link to="/BookingForm" className="btn-primary flex-1" onClick={close}>
          Book your stay
        </Link>
        <button type="button" className="btn-secondary flex-1" onClick={close}>
          Maybe later
        </button>
      </div>
    </Modal>
  );
}
