import { describe, expect, it } from "vitest";
import { bookingFormHref, partyToHandOff, readBookingQuery } from "./booking-link";
import { receiptQuery, receiptReferenceInQuery, wizardQuery, wizardStartFromQuery } from "./wizard-url";
import { initialWizardState } from "./wizard-state";
import { party, today } from "./wizard-test-support";

describe("the /BookingForm link", () => {
  it("carries dates, per-room guests and the room", () => {
    expect(
      bookingFormHref({ checkIn: "2026-12-01", checkOut: "2026-12-03", rooms: party([2, 1], [2, 0]), roomId: 2 }),
    ).toBe("/BookingForm?check_in=2026-12-01&check_out=2026-12-03&guests=2-1%2C2-0&room=2");
    expect(bookingFormHref()).toBe("/BookingForm");
    expect(bookingFormHref({ roomId: 4 })).toBe("/BookingForm?room=4");
  });

  it("reads back what it wrote", () => {
    const href = bookingFormHref({ checkIn: "2026-12-01", checkOut: "2026-12-03", rooms: [{ adults: 3, children: 1 }], roomId: 3 });
    expect(readBookingQuery(new URL(href, "https://x.example").searchParams)).toEqual({
      checkIn: "2026-12-01",
      checkOut: "2026-12-03",
      rooms: [{ adults: 3, children: 1 }],
      roomId: 3,
      step: undefined,
    });
  });

  it("spreads the home strip's party totals over the rooms (product-rules.md: One guest rule)", () => {
    const handOff = partyToHandOff({ checkIn: "2026-12-01", checkOut: "2026-12-02", adults: 5, children: 2, rooms: 2 });
    expect(handOff.rooms).toEqual(party([3, 1], [2, 1]));
    const query = new URLSearchParams("check_in=2026-12-01&check_out=2026-12-02&adults=5&children=2&rooms=2");
    expect(readBookingQuery(query).rooms).toEqual(handOff.rooms);
  });

  it("leaves out what is malformed, for the wizard's defaults", () => {
    const query = new URLSearchParams("check_in=2026-02-30&check_out=soon&guests=5-0,2-0&room=-1&step=x");
    expect(readBookingQuery(query)).toEqual({
      checkIn: undefined,
      checkOut: undefined,
      rooms: undefined,
      roomId: undefined,
      step: undefined,
    });
    expect(readBookingQuery(new URLSearchParams("guests=1-0,1-0,1-0,1-0,1-0,1-0")).rooms).toBeUndefined();
  });
});

describe("the wizard's URL", () => {
  it("round-trips the stay, the selections, the services and the step", () => {
    const start = { today, checkIn: "2026-12-01", checkOut: "2026-12-03", rooms: party([2, 0], [1, 2]), selections: [2, null], services: ["lunch" as const], step: 2 };
    const state = initialWizardState(start);
    const query = wizardQuery(state);
    expect(query.toString()).toBe(
      "check_in=2026-12-01&check_out=2026-12-03&guests=2-0%2C1-2&selected=2%2C&services=lunch&step=2",
    );
    expect(initialWizardState(wizardStartFromQuery(query, today))).toEqual(state);
  });

  it("ignores unknown services", () => {
    expect(wizardStartFromQuery(new URLSearchParams("services=lunch,spa,lunch"), today).services).toEqual(["lunch"]);
  });
});

describe("the receipt's URL", () => {
  it("names only the step and the booking reference", () => {
    expect(receiptQuery("ABCD2345").toString()).toBe("step=5&ref=ABCD2345");
    expect(receiptReferenceInQuery(receiptQuery("ABCD2345"))).toBe("ABCD2345");
    expect(receiptReferenceInQuery(new URLSearchParams("ref=abcd2345"))).toBeNull();
    expect(receiptReferenceInQuery(new URLSearchParams("ref=<script>"))).toBeNull();
  });
});
