import { describe, expect, it } from "vitest";
import { findGuestDates, guestDateText } from "./parse-guest-date";
import { guestDateWordsHi } from "./parse-guest-date.hi";

// A Tuesday in hotel time.
const today = "2026-11-24" as const;
const read = (text: string, from: `${number}-${number}-${number}` = today) => findGuestDates(text, from);

/** Each text read as the guest's dates (the Hindi cases on a page in either language too), none impossible. */
const itReadsDates = (cases: [string, string[]][]) =>
  it.each(cases)("reads %j", (text, dates) => {
    expect(read(text)).toEqual({ dates, problem: null });
  });

describe("findGuestDates: single days, day first (product-rules.md: Chat assistant)", () => {
  it.each([
    ["12 Dec", "2026-12-12"],
    ["12 December", "2026-12-12"],
    ["12th of december", "2026-12-12"],
    ["Dec 12", "2026-12-12"],
    ["december 12th", "2026-12-12"],
    ["12/12", "2026-12-12"],
    ["3/12", "2026-12-03"],
    ["12/12/2026", "2026-12-12"],
    ["12-12-2026", "2026-12-12"],
    ["12.12.26", "2026-12-12"],
    ["2026-12-12", "2026-12-12"],
    ["12 dec 2027", "2027-12-12"],
    ["tomorrow", "2026-11-25"],
    ["tmrw", "2026-11-25"],
    ["day after tomorrow", "2026-11-26"],
    ["today", "2026-11-24"],
    ["this Saturday", "2026-11-28"],
    ["saturday", "2026-11-28"],
    ["next Friday", "2026-11-27"],
    ["this tuesday", "2026-11-24"],
    ["next tuesday", "2026-12-01"],
  ])("reads %j as %s", (text, date) => {
    expect(read(text)).toEqual({ dates: [date], problem: null });
  });

  it("reads 3/12 as 3 December, never 12 March", () => {
    expect(read("3/12").dates).toEqual(["2026-12-03"]);
  });

  it("takes a day without a year as the next such day on or after today, across the new year", () => {
    expect(read("24 Nov").dates).toEqual(["2026-11-24"]);
    expect(read("23 Nov").dates).toEqual(["2027-11-23"]);
    expect(read("5 Jan").dates).toEqual(["2027-01-05"]);
    expect(read("2/1").dates).toEqual(["2027-01-02"]);
    expect(read("tomorrow", "2026-12-31").dates).toEqual(["2027-01-01"]);
    expect(read("29 feb").dates).toEqual(["2028-02-29"]);
  });
});

describe("findGuestDates: stays", () => {
  itReadsDates([
    ["12–14 Dec", ["2026-12-12", "2026-12-14"]],
    ["12-14 dec", ["2026-12-12", "2026-12-14"]],
    ["12 to 14 Dec", ["2026-12-12", "2026-12-14"]],
    ["Dec 12-14", ["2026-12-12", "2026-12-14"]],
    ["12-14/12", ["2026-12-12", "2026-12-14"]],
    ["12/12 to 14/12", ["2026-12-12", "2026-12-14"]],
    ["from 12 dec till 15 dec", ["2026-12-12", "2026-12-15"]],
    ["30 Dec to 2 Jan", ["2026-12-30", "2027-01-02"]],
    ["tomorrow to sunday", ["2026-11-25", "2026-11-29"]],
  ]);

  it("finds the dates inside a whole message and leaves counts alone", () => {
    expect(read("book 2 rooms 12–14 Dec for 4 adults").dates).toEqual(["2026-12-12", "2026-12-14"]);
    expect(read("room for 2 adults and 1 child tomorrow for 2 nights").dates).toEqual(["2026-11-25"]);
    expect(read("2-3 adults, 98765 43210").dates).toEqual([]);
    expect(read("Is the pool open?")).toEqual({ dates: [], problem: null });
  });
});

describe("findGuestDates: impossible dates are refused with a reason", () => {
  it.each([
    ["31 Nov", "There is no 31 November."],
    ["30/02", "There is no 30 February."],
    ["29/02/2027", "There is no 29 February 2027."],
    ["2026-02-30", "There is no 30 February 2026."],
    ["12/13", "Please write the day first"],
    ["32/12", "Please write the day first"],
  ])("%j", (text, reason) => {
    const found = read(text);
    expect(found.dates).toEqual([]);
    expect(found.problem).toContain(reason);
  });
});

describe("guestDateText", () => {
  it("says a day back with its weekday", () => {
    expect(guestDateText("2026-12-12")).toBe("Sat 12 Dec 2026");
    expect(guestDateText("2027-01-04")).toBe("Mon 4 Jan 2027");
  });
});

describe("findGuestDates: Hindi and Hinglish, on a page in either language (product-rules.md: Hindi)", () => {
  itReadsDates([
    ["12 दिसंबर", ["2026-12-12"]],
    ["12 दिसम्बर 2027", ["2027-12-12"]],
    ["५ जनवरी", ["2027-01-05"]],
    ["28 फ़रवरी", ["2027-02-28"]],
    ["28 फरवरी", ["2027-02-28"]],
    ["कल", ["2026-11-25"]],
    ["परसों", ["2026-11-26"]],
    ["आज", ["2026-11-24"]],
    ["इस शनिवार", ["2026-11-28"]],
    ["अगले मंगलवार", ["2026-12-01"]],
    ["12 से 14 दिसंबर", ["2026-12-12", "2026-12-14"]],
    ["12 दिसंबर से 15 दिसंबर तक", ["2026-12-12", "2026-12-15"]],
    ["30 दिसंबर से 2 जनवरी", ["2026-12-30", "2027-01-02"]],
    ["kal se parso tak", ["2026-11-25", "2026-11-26"]],
    ["12 dec se 14 dec", ["2026-12-12", "2026-12-14"]],
  ]);

  it("leaves words that only contain a date word alone", () => {
    expect(read("कलश और आजकल").dates).toEqual([]);
    expect(read("मंदिर से दूरी कितनी है").dates).toEqual([]);
  });

  it("says an impossible date back in Hindi, with a Hindi page's words", () => {
    expect(findGuestDates("31 नवंबर", today, guestDateWordsHi).problem).toBe("31 नवंबर जैसी कोई तारीख़ नहीं होती। कृपया तारीख़ जाँच लें।");
    expect(findGuestDates("29/02/2027", today, guestDateWordsHi).problem).toBe("29 फ़रवरी 2027 जैसी कोई तारीख़ नहीं होती। कृपया तारीख़ जाँच लें।");
    expect(findGuestDates("12/13", today, guestDateWordsHi).problem).toBe("यह तारीख़ समझ में नहीं आई। कृपया पहले दिन लिखें, जैसे 14/12 या 14 दिसंबर।");
    expect(guestDateWordsHi.dateText("2026-12-12")).toBe("शनि, 12 दिसंबर 2026");
  });
});
