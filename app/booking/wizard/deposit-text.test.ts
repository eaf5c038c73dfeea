import { describe, expect, it } from "vitest";
import { hotelDateAndTime } from "~/domain/hotel-date";
import { dueText } from "./deposit-text";
import { receiptWordsEn } from "./receipt-words";
import { receiptWordsHi } from "./receipt-words.hi";

describe("a deposit's deadline in hotel time (product-rules.md: Hotel time)", () => {
  it("is UTC + 5:30: 12:30 UTC is 6:00 PM in Omkareshwar", () => {
    expect(hotelDateAndTime("2027-03-09T12:30:00.000Z")).toEqual({ date: "2027-03-09", time: "18:00" });
    expect(dueText("2027-03-09T12:30:00.000Z", "en", receiptWordsEn.clock)).toBe("9 March, 6:00 PM");
    expect(dueText("2027-03-09T12:30:00.000Z", "hi", receiptWordsHi.clock)).toBe("9 मार्च, शाम 6:00 बजे");
  });

  it("crosses to the hotel's next day after 18:30 UTC: hotel midnight", () => {
    expect(hotelDateAndTime("2027-03-07T18:30:00.000Z")).toEqual({ date: "2027-03-08", time: "00:00" });
    expect(dueText("2027-03-07T18:30:00.000Z", "en", receiptWordsEn.clock)).toBe("8 March, 12:00 AM");
    expect(dueText("2027-03-07T18:30:00.000Z", "hi", receiptWordsHi.clock)).toBe("8 मार्च, रात 12:00 बजे");
  });

  it("leaves text that is no instant as it came", () => {
    expect(hotelDateAndTime("soon")).toBeNull();
    expect(dueText("soon", "en", receiptWordsEn.clock)).toBe("soon");
  });
});
