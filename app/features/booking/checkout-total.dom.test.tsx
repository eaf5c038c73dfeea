import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { priceStay } from "~/domain/price-stay";
import { formatRupees } from "~/domain/money";
import { CheckoutTotal } from "./checkout-total";

afterEach(cleanup);

const room = { roomId: 1, roomTypeName: "Deluxe Room", nightlyPaise: 450_000, adults: 2, children: 0 };

describe("CheckoutTotal: the total above Book Now", () => {
  it("shows the calculation's grand total, rooms and nights, and what the offer saves", () => {
    const price = priceStay({ checkIn: "2026-12-10", checkOut: "2026-12-12", rooms: [room, room] });
    const { getByTestId } = render(<CheckoutTotal price={price} />);
    const text = getByTestId("checkout-total").textContent;
    expect(text).toContain("Total, 2 rooms × 2 nights");
    expect(text).toContain(formatRupees(price.totals.total));
    expect(text).toContain(`Festive season offer saves you ${formatRupees(price.totals.discount)}`);
  });

  it("says nothing about savings without an offer", () => {
    const price = priceStay({ checkIn: "2027-03-10", checkOut: "2027-03-11", rooms: [room] });
    const { getByTestId } = render(<CheckoutTotal price={price} />);
    expect(getByTestId("checkout-total").textContent).toContain("Total, 1 room × 1 night");
    expect(getByTestId("checkout-total").textContent).not.toContain("saves");
  });
});
