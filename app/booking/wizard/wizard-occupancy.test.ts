import { describe, expect, it } from "vitest";
import { splitRoomGuests, youngChildrenOf } from "~/domain/guest-counts";
import { bookingQuery, readBookingQuery } from "./booking-link";
import { actionOfAct, acts } from "./wizard-acts";
import { initialWizardState, wizardReducer } from "./wizard-state";
import { today } from "./wizard-test-support";

const withRoom = (adults: number, children = 0, olderChildren = 0) =>
  initialWizardState({ today, rooms: [{ adults, children, ...(olderChildren ? { olderChildren } : {}) }] });

describe("children in two age bands (product-rules.md: Occupancy)", () => {
  it("counts children under 6 and 6–11 apart, within the one guest rule", () => {
    let state = withRoom(2);
    state = wizardReducer(state, { type: "addChild", roomIndex: 0 });
    state = wizardReducer(state, { type: "addOlderChild", roomIndex: 0 });
    expect(state.rooms[0]).toMatchObject({ adults: 2, children: 2, olderChildren: 1 });
    expect(youngChildrenOf(state.rooms[0])).toBe(1);
    // Four guests is the most a room takes.
    expect(wizardReducer(state, { type: "addOlderChild", roomIndex: 0 })).toBe(state);
    state = wizardReducer(state, { type: "removeChild", roomIndex: 0 });
    expect(state.rooms[0]).toMatchObject({ children: 1, olderChildren: 1 });
    // No child under 6 is left to remove; the one aged 6–11 stays.
    expect(wizardReducer(state, { type: "removeChild", roomIndex: 0 })).toBe(state);
    state = wizardReducer(state, { type: "removeOlderChild", roomIndex: 0 });
    expect(state.rooms[0]).toMatchObject({ children: 0, olderChildren: 0 });
  });

  it("keeps the ages in the wizard's link: adults-children-of whom 6–11", () => {
    const query = bookingQuery({ rooms: [{ adults: 2, children: 2, olderChildren: 1 }, { adults: 1, children: 0 }] });
    expect(query.get("guests")).toBe("2-2-1,1-0");
    expect(readBookingQuery(query).rooms).toEqual([{ adults: 2, children: 2, olderChildren: 1 }, { adults: 1, children: 0 }]);
    expect(readBookingQuery(new URLSearchParams("guests=2-1-2")).rooms).toBeUndefined();
  });

  it("takes the age band's buttons before the page's script runs", () => {
    expect(actionOfAct(acts.room("addOlderChild", 0), () => [])).toEqual({ type: "addOlderChild", roomIndex: 0 });
    expect(actionOfAct(acts.room("splitRoom", 1), () => [])).toEqual({ type: "splitRoom", roomIndex: 1 });
  });
});

describe("a party split over two rooms", () => {
  it("spreads four adults over two rooms and searches again", () => {
    const state = withRoom(4);
    const split = wizardReducer(state, { type: "splitRoom", roomIndex: 0 });
    expect(split.rooms).toEqual([
      { adults: 2, children: 0, selectedRoomId: null },
      { adults: 2, children: 0, selectedRoomId: null },
    ]);
    expect(split.searchVersion).toBe(state.searchVersion + 1);
  });

  it("keeps the children aged 6–11 with the rooms they go to", () => {
    expect(splitRoomGuests({ adults: 2, children: 2, olderChildren: 1 })).toEqual([
      { adults: 1, children: 1, olderChildren: 1 },
      { adults: 1, children: 1 },
    ]);
  });

  it("cannot split a single adult, or beyond the booking's five rooms", () => {
    expect(splitRoomGuests({ adults: 1, children: 2 })).toBeNull();
    const single = withRoom(1, 2);
    expect(wizardReducer(single, { type: "splitRoom", roomIndex: 0 })).toBe(single);
    const full = initialWizardState({ today, rooms: Array.from({ length: 5 }, () => ({ adults: 2, children: 0 })) });
    expect(wizardReducer(full, { type: "splitRoom", roomIndex: 0 })).toBe(full);
  });
});
