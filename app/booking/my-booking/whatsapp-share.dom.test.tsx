import { describe, expect, it } from "vitest";
import { confirmationOf, priceDeluxeAndSuite } from "../wizard/wizard-test-support";
import { whatsappLinks } from "./guest-booking";
import { myBookingWordsEn } from "./my-booking-words";
import { myBookingWordsHi } from "./my-booking-words.hi";

const stay = { checkIn: "2027-03-10", checkOut: "2027-03-12" } as const;
const booking = { reference: "ABCD2345", confirmation: confirmationOf(priceDeluxeAndSuite({ ...stay, suiteAdults: 2 }), stay, "Asha") };

const sharedText = (link: string) => new URL(link).searchParams.get("text") ?? "";

describe("the stay shared on WhatsApp (product-rules.md: The guest's booking page)", () => {
  it("names the hotel and its town once", () => {
    const text = sharedText(whatsappLinks(booking, myBookingWordsEn.whatsapp, "en").share);
    expect(text).toBe("My stay at Narmada Riverside Resort, Omkareshwar: March 10th, 2027 to March 12th, 2027, 2 rooms, booking ABCD2345.");
    expect(text).not.toContain("Omkareshwar, Omkareshwar");
  });

  it("in Hindi names the town once, in Hindi", () => {
    const text = sharedText(whatsappLinks(booking, myBookingWordsHi.whatsapp, "hi").share);
    expect(text.startsWith("Narmada Riverside Resort, ओंकारेश्वर में मेरा ठहराव")).toBe(true);
    expect(text).not.toContain("Omkareshwar");
  });
});
