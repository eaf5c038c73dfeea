import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { RouterProvider, createMemoryRouter } from "react-router";
import type { Lang } from "~/i18n/lang";
import { sendWords } from "~/i18n/words";
import { rootWords } from "~/root-words.server";
import { roomCardWordsEn } from "../../site/rooms/room-card-words";
import { roomCardWordsHi } from "../../site/rooms/room-card-words.hi";
import { type CheckoutStepProps, CheckoutStep } from "./checkout-step";
import { bookingWordsEn } from "./booking-words";
import { bookingWordsHi } from "./booking-words.hi";
import { receiptWordsEn } from "./receipt-words";
import { receiptWordsHi } from "./receipt-words.hi";
import { emptyGuestDraft } from "./wizard-model";
import { today } from "./wizard-test-support";

/**
 * For the wizard's component tests: `element` in /BookingForm or /hi/BookingForm, where the root
 * sends the frame's words and the page's loader the wizard's, each in the page's language.
 */
export function renderInWizardPage(element: ReactNode, lang: Lang = "en") {
  const words = sendWords(
    lang === "hi"
      ? { booking: bookingWordsHi, receipt: receiptWordsHi, roomCard: roomCardWordsHi }
      : { booking: bookingWordsEn, receipt: receiptWordsEn, roomCard: roomCardWordsEn },
  );
  const root = { words: sendWords(rootWords(lang)), today, turnstileSiteKey: null, formToken: "t" };
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => root,
        shouldRevalidate: () => false,
        children: [{ id: "page", path: "*", loader: () => ({ words }), element }],
      },
    ],
    {
      initialEntries: [lang === "hi" ? "/hi/BookingForm" : "/BookingForm"],
      hydrationData: { loaderData: { root, page: { words } } },
    },
  );
  return render(<RouterProvider router={router} />);
}

const noop = () => {};

/** Step 4 in the page with nothing typed yet and callbacks that do nothing: the test gives the stay, its price and any deposit. */
export function renderCheckoutStep({ state, price, deposit }: Pick<CheckoutStepProps, "state" | "price" | "deposit">, lang: Lang = "en") {
  return renderInWizardPage(
    <CheckoutStep
      state={state}
      price={price}
      deposit={deposit}
      draft={emptyGuestDraft}
      onDraftChange={noop}
      onPrevious={noop}
      onConfirmed={noop}
      onSoldOut={noop}
    />,
    lang,
  );
}
