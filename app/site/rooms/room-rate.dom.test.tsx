import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { offerTerms } from "~/domain/offer-terms";
import { roomCardWordsEn } from "./room-card-words";
import { roomCardWordsHi } from "./room-card-words.hi";
import { RoomRate, offerTermsIn } from "./room-rate";
import { sendWords } from "~/i18n/words";

afterEach(cleanup);

const festive = { title: "Festive season offer", percentOff: 10, endsOn: "2027-01-31", hi: { title: "त्योहारी मौसम का ऑफ़र" } } as const;

/** The rate on a page whose loader sends the card's words (Hindi under /hi). */
async function renderRate(roomPrice: number, offer: typeof festive | null, path = "/") {
  const words = sendWords({ roomCard: path.startsWith("/hi") ? roomCardWordsHi : roomCardWordsEn });
  const Stub = createRoutesStub([
    {
      path: "*",
      loader: () => ({ words }),
      Component: () => <RoomRate roomPrice={roomPrice} offer={offer} amountClassName="amount" suffix=" + taxes per night" />,
    },
  ]);
  const view = render(<Stub initialEntries={[path]} />);
  await screen.findByText(/₹/, { selector: ".amount" });
  return view;
}

describe("RoomRate: a nightly rate where prices are shown", () => {
  it("while an offer runs: the usual rate struck through, the offer rate, and until when", async () => {
    const { container } = await renderRate(4500, festive);
    expect(container.querySelector("s")?.textContent).toBe("₹4,500");
    expect(container.querySelector(".amount")?.textContent).toBe("₹4,050");
    expect(container.textContent).toContain("Usual rate ₹4,500, offer rate ₹4,050 + taxes per night");
    expect(screen.getByText("Festive season offer: 10% off stays checking in by January 31st, 2027.")).toBeTruthy();
  });

  it("rounds the offer rate half up, as the price calculation does", async () => {
    // ₹6,999 less 10% is ₹6,299.10.
    const { container } = await renderRate(6999, festive);
    expect(container.querySelector(".amount")?.textContent).toBe("₹6,299.10");
  });

  it("without an offer: the rate alone, nothing struck through", async () => {
    const { container } = await renderRate(4500, null);
    expect(container.querySelector("s")).toBeNull();
    expect(container.textContent).toBe("₹4,500 + taxes per night");
  });
});

describe("RoomRate on a Hindi page (product-rules.md: Hindi)", () => {
  it("reads out the rates and says the offer in Hindi, the date as Hindi writes it, the rupees as ever", async () => {
    const { container } = await renderRate(4500, festive, "/hi/Room");
    expect(container.querySelector("s")?.textContent).toBe("₹4,500");
    expect(container.textContent).toContain("सामान्य किराया ₹4,500, ऑफ़र का किराया ₹4,050");
    expect(screen.getByText("त्योहारी मौसम का ऑफ़र: 31 जनवरी 2027 तक चेक-इन करने पर किराए में 10% की छूट।")).toBeTruthy();
  });
});

describe("offerTerms", () => {
  it("says the offer, its size and its last check-in day; an open-ended offer has no date", () => {
    expect(offerTerms(festive)).toBe("Festive season offer: 10% off stays checking in by January 31st, 2027.");
    expect(offerTerms({ title: "Monsoon offer", percentOff: 15, endsOn: undefined })).toBe("Monsoon offer: 15% off stays.");
  });

  it("the card's words say them exactly so on an English page, and in Hindi on a Hindi one (staff's Hindi name, else their English)", () => {
    const monsoon = { title: "Monsoon offer", percentOff: 15, endsOn: undefined };
    expect(offerTermsIn(festive, roomCardWordsEn.rate, "en")).toBe(offerTerms(festive));
    expect(offerTermsIn(monsoon, roomCardWordsEn.rate, "en")).toBe(offerTerms(monsoon));
    expect(offerTermsIn(monsoon, roomCardWordsHi.rate, "hi")).toBe("Monsoon offer: किराए में 15% की छूट।");
    expect(offerTermsIn({ ...monsoon, hi: { title: "मानसून ऑफ़र" } }, roomCardWordsHi.rate, "hi")).toBe("मानसून ऑफ़र: किराए में 15% की छूट।");
    expect(offerTermsIn({ ...monsoon, hi: { title: "मानसून ऑफ़र" } }, roomCardWordsEn.rate, "en")).toBe(offerTerms(monsoon));
  });
});
