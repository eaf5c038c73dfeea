import { cleanup, render, screen, within } from "@testing-library/react";
import { RouterProvider, createMemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { hotel } from "~/content/hotel";
import type { BookingConfirmation } from "~/domain/api-types";
import { sendWords } from "~/i18n/words";
import { rootWords } from "~/root-words.server";
import { BookingReceipt } from "./booking-receipt";
import { guestPageLinks } from "./receipt-next-steps";
import { receiptWordsEn } from "./receipt-words";
import { receiptWordsHi } from "./receipt-words.hi";
import { roomCardWordsEn } from "../../site/rooms/room-card-words";
import { roomCardWordsHi } from "../../site/rooms/room-card-words.hi";
import { confirmationOf, priceDeluxeAndSuite, today } from "./wizard-test-support";

afterEach(cleanup);

const stay = { checkIn: "2027-03-10", checkOut: "2027-03-12" } as const;
const signed = "/MyBooking?ref=ABCD2345&t=2027-03-13.c2lnbmF0dXJl";

function receiptWith(extra: Partial<BookingConfirmation>, lang: "en" | "hi" = "en") {
  const confirmation = { ...confirmationOf(priceDeluxeAndSuite({ ...stay, suiteAdults: 2 }), stay, "Asha"), ...extra };
  const words = sendWords(lang === "hi" ? { receipt: receiptWordsHi, roomCard: roomCardWordsHi } : { receipt: receiptWordsEn, roomCard: roomCardWordsEn });
  const root = { words: sendWords(rootWords(lang)), today, turnstileSiteKey: null, formToken: "t" };
  const element = <BookingReceipt confirmation={confirmation} nextSteps />;
  const router = createMemoryRouter(
    [{ id: "root", path: "/", loader: () => root, children: [{ id: "page", path: "*", loader: () => ({ words }), element }] }],
    {
      initialEntries: [lang === "hi" ? "/hi/BookingForm" : "/BookingForm"],
      hydrationData: { loaderData: { root, page: { words } } },
    },
  );
  render(<RouterProvider router={router} />);
  return screen.getByTestId("receipt-next-steps");
}

describe("the wizard's receipt is the start of the stay (product-rules.md: The receipt is the start of the stay)", () => {
  it("says when the hotel confirms, until when cancelling is free, and links to the guest's page, the calendar and the way", () => {
    const next = receiptWith({ guest_page: signed });
    expect(next.textContent).toContain("We confirm within a day, usually within hours");
    // Two rooms: three days before the 10 March arrival, as the guest's page rules.
    expect(within(next).getByTestId("free-cancellation").textContent).toBe(
      "Free cancellation until March 7th, 2027, on your booking page or by phone.",
    );
    expect(next.textContent).toContain("asha@example.com");
    expect(within(next).getByRole("link", { name: "Open your booking page" }).getAttribute("href")).toBe(signed);
    expect(within(next).getByRole("link", { name: "Add to calendar" }).getAttribute("href")).toBe(
      "/MyBooking/calendar.ics?ref=ABCD2345&t=2027-03-13.c2lnbmF0dXJl",
    );
    expect(within(next).getByRole("link", { name: /Directions/ }).getAttribute("href")).toBe(hotel.address.mapsUrl);
  });

  it("in Hindi leads to the Hindi page and file, with no English word", () => {
    const next = receiptWith({ guest_page: signed }, "hi");
    expect(within(next).getByRole("link", { name: "अपना बुकिंग पेज खोलें" }).getAttribute("href")).toBe(`/hi${signed}`);
    expect(within(next).getByRole("link", { name: "कैलेंडर में जोड़ें" }).getAttribute("href")).toMatch(/^\/hi\/MyBooking\/calendar\.ics\?/);
    expect(next.textContent?.replace(/\S+@\S+/g, "")).not.toMatch(/[A-Za-z]/);
  });

  it("without a signed link offers the lookup by reference and no calendar", () => {
    const next = receiptWith({});
    expect(within(next).getByRole("link", { name: "Find your booking" }).getAttribute("href")).toBe("/MyBooking");
    expect(within(next).queryByRole("link", { name: "Add to calendar" })).toBeNull();
  });

  it("says when free cancellation has already ended", () => {
    const next = receiptWith({ check_in_date: "2026-11-22", check_out_date: "2026-11-23" });
    expect(within(next).getByTestId("free-cancellation").textContent).toContain("Free cancellation ended on November 19th, 2026");
  });

  it("reads only links of the guest's own page from the answer", () => {
    expect(guestPageLinks("https://elsewhere.example/MyBooking?ref=X", "en")).toEqual({ page: "/MyBooking", calendar: null });
  });
});
