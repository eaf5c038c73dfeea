import { describe, expect, it } from "vitest";
import { itGivesEach } from "~/domain/table-test-support";
import { bookingFilterQuery, parseBookingFilter, phoneDigitsOf } from "./bookings/booking-filter";
import { taxLinesOf } from "./bookings/booking-taxes";
import { csvCell, toCsv } from "./csv";
import { deskDate, hotelDateTime, hotelDayStartUtc, waitedFor } from "./desk-time";
import { guestContactLinks } from "./guest-contact";

describe("the bookings filter", () => {
  it("reads what the GET form sends and drops what it cannot read", () => {
    expect(parseBookingFilter(new URLSearchParams("status=pending&source=phone&dates=request&from=2026-02-01&to=2026-02-30&q=+asha+&page=3"))).toEqual({
      status: "pending",
      source: "phone",
      dateField: "request",
      from: "2026-02-01",
      to: null,
      search: "asha",
      page: 3,
    });
    expect(parseBookingFilter(new URLSearchParams("status=lost&source=fax&page=-2"))).toEqual({
      status: null,
      source: null,
      dateField: "stay",
      from: null,
      to: null,
      search: "",
      page: 1,
    });
  });

  it("keeps the filter in page links, without defaults", () => {
    const filter = parseBookingFilter(new URLSearchParams("status=confirmed&from=2026-02-01&q=ravi kumar&page=2"));
    expect(bookingFilterQuery(filter)).toBe("?status=confirmed&dates=stay&from=2026-02-01&q=ravi+kumar&page=2");
    expect(bookingFilterQuery(filter, 1)).toBe("?status=confirmed&dates=stay&from=2026-02-01&q=ravi+kumar");
    expect(bookingFilterQuery(parseBookingFilter(new URLSearchParams()))).toBe("");
    expect(bookingFilterQuery(parseBookingFilter(new URLSearchParams("source=makemytrip&page=2")))).toBe("?source=makemytrip&page=2");
  });

  it("reads a phone search as its digits only when it looks like a number", () => {
    expect(phoneDigitsOf("+91 98765-43210")).toBe("919876543210");
    expect(phoneDigitsOf("asha 98")).toBeNull();
    expect(phoneDigitsOf("12")).toBeNull();
  });
});

describe("CSV cells", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["=1+2", "'=1+2"],
    ["+91", "'+91"],
    ["-5", "'-5"],
    ["@cmd", "'@cmd"],
    ["\t=x", "'\t=x"],
    ["=a,b", `"'=a,b"`],
  ])("%j → %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("leaves numbers as numbers and writes a BOM and CRLF lines", () => {
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(null)).toBe("");
    expect(toCsv(["A", "B"], [[1, "x"]])).toBe("\uFEFFA,B\r\n1,x\r\n");
  });
});

describe("hotel time on the desk", () => {
  itGivesEach("shows the instant %j in India's time as %j", hotelDateTime, [
    ["2026-11-24T12:25:00.000Z", "24 Nov 2026, 17:55"],
    ["2026-12-31T19:00:00.000Z", "1 Jan 2027, 00:30"],
  ]);

  it("shows days as written, each starting at midnight in India", () => {
    expect(deskDate("2026-03-05")).toBe("5 Mar 2026");
    expect(hotelDayStartUtc("2026-03-05")).toBe("2026-03-04T18:30:00.000Z");
  });

  const now = new Date("2026-11-24T12:00:00.000Z");
  itGivesEach("says a request sent at %j has waited %j", (sentAt: string) => waitedFor(sentAt, now), [
    ["2026-11-24T11:15:00.000Z", "45 min"],
    ["2026-11-24T08:40:00.000Z", "3 h 20 min"],
    ["2026-11-23T08:00:00.000Z", "1 day 4 h"],
    ["2026-11-20T12:00:00.000Z", "4 days 0 h"],
  ]);
});

describe("a stored booking's GST lines", () => {
  const room = { roomTypeName: "x", adults: 2, children: 0, nightlyPaise: 0, rates: [], nights: 2, totalPaise: 0, taxes: null, releasedFrom: null, extras: [] };
  it("reads each room's rate back from its own amounts and groups them, lowest first", () => {
    const lines = taxLinesOf([
      { ...room, subtotalPaise: 2_200_000, discountPaise: 0, cgstPaise: 198_000, sgstPaise: 198_000 },
      { ...room, subtotalPaise: 1_000_000, discountPaise: 100_000, cgstPaise: 22_500, sgstPaise: 22_500 },
      { ...room, subtotalPaise: 900_000, discountPaise: 0, cgstPaise: 22_500, sgstPaise: 22_500 },
    ]);
    expect(lines).toEqual([
      { cgstBasisPoints: 250, sgstBasisPoints: 250, taxable: 1_800_000, cgst: 45_000, sgst: 45_000 },
      { cgstBasisPoints: 900, sgstBasisPoints: 900, taxable: 2_200_000, cgst: 198_000, sgst: 198_000 },
    ]);
  });

  it("takes a room's stored lines as charged when its nights fell in two bands", () => {
    const fivePercent = { cgstBasisPoints: 250, sgstBasisPoints: 250, taxable: 900_000, cgst: 22_500, sgst: 22_500 };
    const eighteen = { cgstBasisPoints: 900, sgstBasisPoints: 900, taxable: 900_000, cgst: 81_000, sgst: 81_000 };
    const lines = taxLinesOf([
      { ...room, subtotalPaise: 1_800_000, discountPaise: 0, cgstPaise: 103_500, sgstPaise: 103_500, taxes: [fivePercent, eighteen] },
      { ...room, subtotalPaise: 900_000, discountPaise: 0, cgstPaise: 22_500, sgstPaise: 22_500 },
    ]);
    expect(lines).toEqual([{ ...fivePercent, taxable: 1_800_000, cgst: 45_000, sgst: 45_000 }, eighteen]);
  });
});

describe("reaching the guest", () => {
  it("calls, writes and opens WhatsApp with the E.164 digits", () => {
    expect(guestContactLinks({ phone: "+91 98765 43210", email: "a@b.example" })).toEqual({
      call: "tel:+919876543210",
      email: "mailto:a@b.example",
      whatsapp: "https://wa.me/919876543210",
    });
  });
});
