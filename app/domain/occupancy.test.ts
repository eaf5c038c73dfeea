import { describe, expect, it } from "vitest";
import { hotel } from "../content/hotel";
import { type Occupancy, extraGuestsOf, extraNightlyPaise, fitProblem, fitsRoom, olderChildrenOf, openOccupancy, roomsNeeded } from "./occupancy";
import { occupancyMessagesIn } from "./occupancy-messages";

// The seed's Deluxe and Suite (migrations/0022_occupancy.sql).
const deluxe: Occupancy = { baseGuests: 2, maxAdults: 3, maxGuests: 3, extraBeds: 1, extraAdultPaise: 80_000, extraChildPaise: 50_000 };
const suite: Occupancy = { ...deluxe, maxAdults: 4, maxGuests: 4, extraBeds: 2 };

describe("olderChildrenOf: children aged 6–11 among a room's children", () => {
  it("is none when not said, and never more than the children", () => {
    expect(olderChildrenOf({ adults: 2, children: 2 })).toBe(0);
    expect(olderChildrenOf({ adults: 2, children: 1, olderChildren: 3 })).toBe(1);
    expect(olderChildrenOf({ adults: 2, children: 1, olderChildren: -1 })).toBe(0);
  });
});

describe("extraGuestsOf: who is beyond the base (product-rules.md: Occupancy)", () => {
  it("fills the base with adults first, then children aged 6–11", () => {
    expect(extraGuestsOf(deluxe, { adults: 3, children: 0 })).toEqual({ adults: 1, children: 0 });
    expect(extraGuestsOf(deluxe, { adults: 2, children: 1, olderChildren: 1 })).toEqual({ adults: 0, children: 1 });
    expect(extraGuestsOf(deluxe, { adults: 1, children: 2, olderChildren: 2 })).toEqual({ adults: 0, children: 1 });
  });

  it("never charges a child of 5 or under", () => {
    expect(extraGuestsOf(suite, { adults: 2, children: 2, olderChildren: 0 })).toEqual({ adults: 0, children: 0 });
    expect(extraNightlyPaise(suite, { adults: 2, children: 2 })).toBe(0);
  });

  it("prices each extra guest a night", () => {
    expect(extraNightlyPaise(suite, { adults: 3, children: 1, olderChildren: 1 })).toBe(130_000);
    expect(extraNightlyPaise(suite, { adults: 4, children: 0 })).toBe(160_000);
  });
});

describe("fitProblem: a party one room of a type can hold", () => {
  it("refuses more adults than the type takes", () => {
    expect(fitProblem(deluxe, { adults: 4, children: 0 })).toBe("adults");
    expect(fitsRoom(deluxe, { adults: 3, children: 0 })).toBe(true);
  });

  it("refuses more guests than the type takes, small children included", () => {
    expect(fitProblem(deluxe, { adults: 2, children: 2 })).toBe("guests");
    expect(fitProblem(suite, { adults: 2, children: 2 })).toBeNull();
  });

  it("refuses more paying guests beyond the base than there are extra beds", () => {
    expect(fitProblem(suite, { adults: 2, children: 2, olderChildren: 2 })).toBeNull();
    expect(fitProblem({ ...suite, extraBeds: 1 }, { adults: 2, children: 2, olderChildren: 2 })).toBe("beds");
    expect(fitProblem({ ...suite, extraBeds: 1 }, { adults: 2, children: 2, olderChildren: 1 })).toBeNull();
  });

  it("never lets a type hold more than the one guest rule's guests per room", () => {
    expect(fitProblem({ ...suite, maxGuests: 9, maxAdults: 9, extraBeds: 9 }, { adults: 4, children: 1 })).toBe("guests");
  });

  it("is today's rule with no charges where no occupancy is kept (upstream)", () => {
    expect(fitsRoom(openOccupancy, { adults: hotel.limits.maxAdults, children: 0 })).toBe(true);
    expect(fitsRoom(openOccupancy, { adults: 2, children: 2, olderChildren: 2 })).toBe(true);
    expect(extraNightlyPaise(openOccupancy, { adults: 4, children: 0 })).toBe(0);
  });
});

describe("roomsNeeded: what the wizard suggests when a party does not fit", () => {
  it("offers four adults two Deluxe rooms and one Suite", () => {
    expect(roomsNeeded(deluxe, { adults: 4, children: 0 })).toBe(2);
    expect(roomsNeeded(suite, { adults: 4, children: 0 })).toBe(1);
  });

  it("keeps an adult in every room and stops at the booking's room limit", () => {
    expect(roomsNeeded(deluxe, { adults: 1, children: 4 })).toBeNull();
    expect(roomsNeeded(deluxe, { adults: 15, children: 0 })).toBe(5);
    expect(roomsNeeded(deluxe, { adults: 16, children: 0 })).toBeNull();
  });
});

describe("occupancy messages, English and Hindi", () => {
  it("name the type and the figure that was passed", () => {
    const en = occupancyMessagesIn("en").doesNotFit;
    expect(en("adults", "Deluxe Room", deluxe)).toBe(
      "A Deluxe Room takes at most 3 adults. Please add another room for the rest of your party, or choose a larger room type.",
    );
    expect(en("guests", "Deluxe Room", deluxe)).toMatch(/^A Deluxe Room takes at most 3 guests\./);
    expect(en("beds", "Deluxe Room", deluxe)).toMatch(/^A Deluxe Room has 1 extra bed, for 3 guests aged 6 or over\./);
    expect(en("beds", "Deluxe Room", { ...deluxe, extraBeds: 0 })).toMatch(/has no extra bed: it takes 2 guests aged 6 or over/);
  });

  it("say the same in Hindi", () => {
    const hi = occupancyMessagesIn("hi").doesNotFit;
    expect(hi("adults", "डीलक्स रूम", deluxe)).toBe(
      "डीलक्स रूम में अधिकतम 3 वयस्क ठहर सकते हैं। कृपया बाकी मेहमानों के लिए एक और कमरा लें, या बड़ा कमरा चुनें।",
    );
    expect(hi("guests", "डीलक्स रूम", deluxe)).toMatch(/अधिकतम 3 मेहमान/);
    expect(hi("beds", "डीलक्स रूम", deluxe)).toMatch(/1 अतिरिक्त बेड/);
    expect(hi("beds", "डीलक्स रूम", { ...deluxe, extraBeds: 0 })).toMatch(/अतिरिक्त बेड नहीं लगता/);
  });
});
