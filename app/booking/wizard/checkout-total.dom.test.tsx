import { cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { priceStay } from "~/domain/price-stay";
import { formatRupees } from "~/domain/money";
import { bookingWordsEn } from "./booking-words";
import { bookingWordsHi } from "./booking-words.hi";
import { CheckoutTotal } from "./checkout-total";
import { receiptWordsEn } from "./receipt-words";
import { receiptWordsHi } from "./receipt-words.hi";
import { sendWords } from "~/i18n/words";

afterEach(cleanup);

/** The total in a page whose loader sent the wizard's words, as /BookingForm's and /hi/BookingForm's do. */
function renderInPage(element: ReactNode, lang: "en" | "hi" = "en") {
  const words = sendWords(
    lang === "hi" ? { booking: bookingWordsHi, receipt: receiptWordsHi } : { booking: bookingWordsEn, receipt: receiptWordsEn },
  );
  const router = createMemoryRouter([{ id: "page", path: "*", loader: () => ({ words }), element }], {
    initialEntries: [lang === "hi" ? "/hi/BookingForm" : "/BookingForm"],
    hydrationData: { loaderData: { page: { words } } },
  });
  return render(<RouterProvider router={router} />);
}

const room = { roomId: 1, roomTypeName: "Deluxe Room", nightlyPaise: 450_000, adults: 2, children: 0 };

describe("CheckoutTotal: the total above Book Now", () => {
  it("shows the calculation's grand total, rooms and nights, and what the offer saves", () => {
    const price = priceStay({ checkIn: "2026-12-10", checkOut: "2026-12-12", rooms: [room, room] });
    const { getByTestId } = renderInPage(<CheckoutTotal price={price} />);
    const text = getByTestId("checkout-total").textContent;
    expect(text).toContain("Total, 2 rooms × 2 nights");
    expect(text).toContain(formatRupees(price.totals.total));
    expect(text).toContain(`Festive season offer saves you ${formatRupees(price.totals.discount)}`);
  });

  it("says nothing about savings without an offer", () => {
    const price = priceStay({ checkIn: "2027-03-10", checkOut: "2027-03-11", rooms: [room] });
    const { getByTestId } = renderInPage(<CheckoutTotal price={price} />);
    expect(getByTestId("checkout-total").textContent).toContain("Total, 1 room × 1 night");
    expect(getByTestId("checkout-total").textContent).not.toContain("saves");
  });

  it("on a Hindi page counts rooms and nights in Hindi and names the saving by staff's Hindi name for the offer", () => {
    const price = priceStay({ checkIn: "2026-12-10", checkOut: "2026-12-12", rooms: [room, room] });
    const text = renderInPage(<CheckoutTotal price={price} />, "hi").getByTestId("checkout-total").textContent ?? "";
    expect(text).toContain("कुल, 2 कमरे × 2 रातें");
    expect(text).toContain("जीएसटी सहित · भुगतान होटल में");
    expect(text).toContain(`त्योहारी मौसम का ऑफ़र: आपकी ${formatRupees(price.totals.discount)} की बचत`);
    expect(text).not.toMatch(/[A-Za-z]/);
  });
});
