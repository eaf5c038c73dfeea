import { describe, expect, it } from "vitest";
import { expectHindi, expectSameCopy } from "~/content/copy-pairs.testing";
import { guestBookingMessagesEn, guestBookingMessagesIn } from "./guest-booking-messages";
import { guestBookingMessagesHi } from "./guest-booking-messages.hi";
import { guestStatusIntro } from "./guest-status";
import { myBookingWordsEn } from "./my-booking-words";
import { myBookingWordsHi } from "./my-booking-words.hi";

describe("the guest's booking page in Hindi (product-rules.md: Hindi)", () => {
  it("says everything the English says, with the same placeholders and no English words", () => {
    expectSameCopy(myBookingWordsEn, myBookingWordsHi);
  });

  it("answers every refusal in Hindi, the booking's own included", () => {
    const { moveRefused, ...hindi } = guestBookingMessagesHi;
    const { moveRefused: _move, ...english } = guestBookingMessagesEn;
    expectSameCopy(english, hindi);
    expect(Object.keys(moveRefused ?? {}).sort()).toEqual(["404", "409"]);
    for (const [status, text] of Object.entries(moveRefused ?? {})) expectHindi(text, status);
    // The English page keeps the booking's own words.
    expect(guestBookingMessagesIn("en")).toMatchObject({ moveRefused: null });
    expect(guestBookingMessagesIn("hi")).toBe(guestBookingMessagesHi);
  });

  it("opens with each status's words; a decline quotes the reason staff gave", () => {
    expect(guestStatusIntro({ status: "confirmed", statusNote: "" }, myBookingWordsEn.intro)).toBe(
      "Your stay is confirmed. You pay at the hotel; we look forward to welcoming you on the Narmada.",
    );
    expect(guestStatusIntro({ status: "declined", statusNote: "Full for a wedding." }, myBookingWordsEn.intro)).toBe(
      "We are sorry: we could not accept this request. The reservations team wrote: “Full for a wedding.”",
    );
    expect(guestStatusIntro({ status: "declined", statusNote: "" }, myBookingWordsHi.intro)).toBe(myBookingWordsHi.intro.declined);
    expect(guestStatusIntro({ status: "declined", statusNote: "शादी के लिए पूरा भरा है।" }, myBookingWordsHi.intro)).toContain(
      "“शादी के लिए पूरा भरा है।”",
    );
  });
});
