import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { offerTerms } from "~/domain/offer-terms";
import { RoomRate } from "./room-rate";

afterEach(cleanup);

const festive = { title: "Festive season offer", percentOff: 10, endsOn: "2027-01-31" } as const;

function renderRate(roomPrice: number, offer: typeof festive | null) {
  return render(
    <RoomRate roomPrice={roomPrice} offer={offer} amountClassName="amount" suffix=" + taxes per night" />,
  );
}

describe("RoomRate: a nightly rate where prices are shown", () => {
  it("while an offer runs: the usual rate struck through, the offer rate, and until when", () => {
    const { container } = renderRate(4500, festive);
    expect(container.querySelector("s")?.textContent).toBe("₹4,500");
    expect(container.querySelector(".amount")?.textContent).toBe("₹4,050");
    expect(container.textContent).toContain("Usual rate ₹4,500, offer rate ₹4,050 + taxes per night");
    expect(screen.getByText("Festive season offer: 10% off stays checking in by January 31st, 2027.")).toBeTruthy();
  });

  it("rounds the offer rate half up, as the price calculation does", () => {
    // ₹6,999 less 10% is ₹6,299.10.
    const { container } = renderRate(6999, festive);
    expect(container.querySelector(".amount")?.textContent).toBe("₹6,299.10");
  });

  it("without an offer: the rate alone, nothing struck through", () => {
    const { container } = renderRate(4500, null);
    expect(container.querySelector("s")).toBeNull();
    expect(container.textContent).toBe("₹4,500 + taxes per night");
  });
});

describe("offerTerms", () => {
  it("says the offer, its size and its last check-in day; an open-ended offer has no date", () => {
    expect(offerTerms(festive)).toBe("Festive season offer: 10% off stays checking in by January 31st, 2027.");
    expect(offerTerms({ title: "Monsoon offer", percentOff: 15, endsOn: undefined })).toBe("Monsoon offer: 15% off stays.");
  });
});
