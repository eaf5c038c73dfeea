import { describe, expect, it } from "vitest";
import { bookingMessages, bookingSchemaMessagesEn } from "~/domain/booking-schema";
import { checkInTooFarMessage, pastCheckInMessage, stayTooLongMessage } from "~/domain/bookable-days";
import { stayIssues } from "./stay-issues";
import { stayIssueMessages } from "./stay-issue-messages";
import type { OfferedType, WizardState } from "./wizard-model";
import { canContinue, furthestStep } from "./wizard-rules";
import { type WizardAction, initialWizardState, wizardReducer } from "./wizard-state";
import { party, today } from "./wizard-test-support";

const start = () => initialWizardState({ today });
const run = (state: WizardState, ...actions: WizardAction[]) => actions.reduce(wizardReducer, state);
/** Presses of room 1's counters, in order. */
const inRoom1 = (...presses: ("addAdult" | "removeAdult" | "addChild" | "removeChild")[]): WizardAction[] =>
  presses.map((type) => ({ type, roomIndex: 0 }));
const deluxe: OfferedType = { id: 1, roomTypeName: "Deluxe Room", availableCount: 2 };
const suite: OfferedType = { id: 4, roomTypeName: "Suite Room", availableCount: 1 };
/** Chooses `offered` for room `roomIndex + 1`. */
const choose = (roomIndex: number, offered: OfferedType): WizardAction => ({ type: "selectRoomType", roomIndex, offered });

/** A state on step 2 with `count` rooms. */
function atSelect(count = 1): WizardState {
  let state = start();
  for (let i = 1; i < count; i++) state = wizardReducer(state, { type: "addRoom" });
  return wizardReducer(state, { type: "continue" });
}

describe("starting the wizard", () => {
  it("defaults to the earliest check-in and one night with one room (product-rules.md: Hotel time)", () => {
    const state = start();
    expect(state).toMatchObject({ step: 1, checkIn: "2026-11-21", checkOut: "2026-11-22", services: [] });
    expect(state.rooms).toEqual([{ adults: 2, children: 0, selectedRoomId: null }]);
  });

  it("before the opening date defaults to the opening date", () => {
    expect(initialWizardState({ today: "2025-01-10" })).toMatchObject({ checkIn: "2025-09-26", checkOut: "2025-09-27" });
  });

  it("opens at Select Room when a link hands over a stay, with the room preselected for room 1", () => {
    const state = initialWizardState({ today, checkIn: "2026-12-01", checkOut: "2026-12-03", rooms: party([2, 1], [1, 0]), roomId: 3 });
    expect(state.step).toBe(2);
    expect(state.rooms).toEqual([
      { adults: 2, children: 1, selectedRoomId: 3 },
      { adults: 1, children: 0, selectedRoomId: null },
    ]);
  });

  it("falls back to step 1 when the handed-over stay is not bookable", () => {
    expect(initialWizardState({ today, checkIn: "2026-11-01", checkOut: "2026-11-03" }).step).toBe(1);
    expect(initialWizardState({ today, checkIn: "2026-12-03", checkOut: "2026-12-01" }).step).toBe(1);
  });

  it("never opens past the furthest step the state supports", () => {
    const state = initialWizardState({ today, checkIn: "2026-12-01", checkOut: "2026-12-02", step: 4 });
    expect(state.step).toBe(2);
    const preselected = initialWizardState({ today, checkIn: "2026-12-01", checkOut: "2026-12-02", roomId: 2, step: 4 });
    expect(preselected.step).toBe(4);
    expect(initialWizardState({ today, checkIn: "2026-12-01", checkOut: "2026-12-02", roomId: 2, step: 5 }).step).toBe(4);
  });

  it("replaces guests outside the rule with the default room", () => {
    const state = initialWizardState({ today, rooms: [{ adults: 4, children: 1 }] });
    expect(state.rooms[0]).toMatchObject({ adults: 2, children: 0 });
  });
});

describe("counters (product-rules.md: One guest rule)", () => {
  it("adds adults up to 4 and children up to 4 guests in all", () => {
    const state = run(start(), ...inRoom1("addAdult", "addAdult"));
    expect(state.rooms[0]).toMatchObject({ adults: 4, children: 0 });
    expect(run(state, ...inRoom1("addAdult")).rooms[0].adults).toBe(4);
    expect(run(state, ...inRoom1("addChild")).rooms[0].children).toBe(0);
  });

  it("caps children by the guests already in the room", () => {
    const state = run(start(), ...inRoom1("removeAdult", "addChild", "addChild", "addChild", "addChild"));
    expect(state.rooms[0]).toMatchObject({ adults: 1, children: 3 });
  });

  it("keeps at least one adult and no negative children", () => {
    const state = run(start(), ...inRoom1("removeAdult", "removeAdult", "removeChild"));
    expect(state.rooms[0]).toMatchObject({ adults: 1, children: 0 });
  });

  it("changes only the room it is given", () => {
    const state = run(start(), { type: "addRoom" }, { type: "addChild", roomIndex: 1 });
    expect(state.rooms.map((r) => r.children)).toEqual([0, 1]);
  });
});

describe("rooms", () => {
  it("adds rooms up to 5", () => {
    const state = run(start(), ...Array.from({ length: 6 }, (): WizardAction => ({ type: "addRoom" })));
    expect(state.rooms).toHaveLength(5);
  });

  it("never removes room 1, removes the others", () => {
    const two = run(start(), { type: "addRoom" });
    expect(run(two, { type: "removeRoom", roomIndex: 0 }).rooms).toHaveLength(2);
    expect(run(two, { type: "removeRoom", roomIndex: 1 }).rooms).toHaveLength(1);
  });
});

describe("which changes refresh availability", () => {
  const version = (state: WizardState) => state.searchVersion;

  it("dates refresh", () => {
    const state = start();
    expect(version(run(state, { type: "setCheckIn", date: "2026-12-10" }))).toBeGreaterThan(version(state));
    expect(version(run(state, { type: "setCheckOut", date: "2026-12-10" }))).toBeGreaterThan(version(state));
  });

  it("any room's guests refresh, not only room 1's", () => {
    const two = run(start(), { type: "addRoom" });
    for (const type of ["addAdult", "removeAdult", "addChild"] as const) {
      expect(version(run(two, { type, roomIndex: 1 }))).toBeGreaterThan(version(two));
    }
    const withChild = run(two, { type: "addChild", roomIndex: 1 });
    expect(version(run(withChild, { type: "removeChild", roomIndex: 1 }))).toBeGreaterThan(version(withChild));
  });

  it("adding a room refreshes; removing one, selecting, services and steps do not", () => {
    const two = run(start(), { type: "addRoom" });
    expect(version(two)).toBeGreaterThan(version(start()));
    const select = run(two, { type: "continue" });
    expect(version(run(select, { type: "removeRoom", roomIndex: 1 }))).toBe(version(select));
    expect(version(run(select, choose(0, deluxe)))).toBe(version(select));
    expect(version(run(select, { type: "toggleService", key: "lunch" }))).toBe(version(select));
    expect(version(run(select, { type: "previous" }))).toBe(version(select));
  });

  it("a counter at its limit changes nothing, so nothing is fetched", () => {
    const full = run(start(), ...inRoom1("addAdult", "addAdult"));
    expect(run(full, ...inRoom1("addAdult"))).toBe(full);
    expect(run(full, { type: "setCheckIn", date: full.checkIn })).toBe(full);
  });
});

describe("dates", () => {
  it("moves the check-out when the check-in reaches it", () => {
    const state = run(start(), { type: "setCheckIn", date: "2026-12-05" });
    expect(state).toMatchObject({ checkIn: "2026-12-05", checkOut: "2026-12-06" });
    const kept = run(start(), { type: "setCheckOut", date: "2026-12-09" }, { type: "setCheckIn", date: "2026-12-05" });
    expect(kept.checkOut).toBe("2026-12-09");
  });

  it("reports the schema's messages", () => {
    expect(stayIssueMessages(stayIssues({ today, checkIn: "", checkOut: "" }), bookingSchemaMessagesEn)).toEqual({
      checkIn: bookingMessages.checkInRequired,
      checkOut: bookingMessages.checkOutRequired,
    });
    expect(stayIssueMessages(stayIssues({ today, checkIn: "2026-11-20", checkOut: "2026-11-22" }), bookingSchemaMessagesEn)).toEqual({ checkIn: pastCheckInMessage });
    expect(stayIssueMessages(stayIssues({ today: "2025-01-01", checkIn: "2025-09-25", checkOut: "2025-09-27" }), bookingSchemaMessagesEn)).toEqual({
      checkIn: "Check-in date must be on or after September 26th, 2025",
    });
    expect(stayIssueMessages(stayIssues({ today, checkIn: "2026-12-02", checkOut: "2026-12-02" }), bookingSchemaMessagesEn)).toEqual({
      checkOut: bookingMessages.checkOutNotAfterCheckIn,
    });
  });

  it("step 1 holds stays to 30 nights and check-ins to 365 days ahead, in the schema's words", () => {
    expect(stayIssues({ today, checkIn: "2026-12-01", checkOut: "2026-12-31" })).toEqual({});
    expect(stayIssueMessages(stayIssues({ today, checkIn: "2026-12-01", checkOut: "2027-01-01" }), bookingSchemaMessagesEn)).toEqual({
      checkOut: stayTooLongMessage(),
    });
    expect(stayIssues({ today, checkIn: "2027-11-21", checkOut: "2027-11-22" })).toEqual({});
    expect(stayIssueMessages(stayIssues({ today, checkIn: "2091-03-01", checkOut: "9999-12-31" }), bookingSchemaMessagesEn)).toEqual({
      checkIn: checkInTooFarMessage(),
    });
  });
});

describe("Continue", () => {
  it("is disabled on step 1 while a date is missing or wrong", () => {
    expect(canContinue(start())).toBe(true);
    expect(canContinue(run(start(), { type: "setCheckIn", date: "" }))).toBe(false);
    expect(canContinue(run(start(), { type: "setCheckOut", date: "" }))).toBe(false);
    expect(canContinue(run(start(), { type: "setCheckOut", date: "2026-11-21" }))).toBe(false);
    expect(run(start(), { type: "setCheckOut", date: "" }, { type: "continue" }).step).toBe(1);
  });

  it("is disabled on step 2 until every room has a selection", () => {
    let state = atSelect(2);
    expect(state.step).toBe(2);
    expect(canContinue(state)).toBe(false);
    state = run(state, choose(0, deluxe));
    expect(canContinue(state)).toBe(false);
    state = run(state, choose(1, deluxe), { type: "continue" });
    expect(state.step).toBe(3);
  });

  it("steps 3 and 4: Continue or Skip reach checkout; Previous goes back one step", () => {
    const services = run(atSelect(), choose(0, deluxe), { type: "continue" });
    expect(run(services, { type: "skipServices" }).step).toBe(4);
    expect(run(services, { type: "continue" }).step).toBe(4);
    expect(run(services, { type: "continue" }, { type: "continue" }).step).toBe(4);
    expect(run(services, { type: "previous" }).step).toBe(2);
    expect(run(start(), { type: "previous" }).step).toBe(1);
  });
});

describe("selecting room types", () => {
  it("marks the room's selection and replaces an earlier one", () => {
    const state = run(atSelect(), choose(0, deluxe), choose(0, suite));
    expect(state.rooms[0].selectedRoomId).toBe(4);
  });

  it("stops a type chosen for more rooms than remain, with a clear message", () => {
    const state = run(atSelect(2), choose(0, suite), choose(1, suite));
    expect(state.rooms[1].selectedRoomId).toBeNull();
    expect(state.notice).toEqual({
      roomIndex: 1,
      message:
        "Only 1 room of the Suite Room type is left for these dates, already chosen for your other rooms. Please choose another type for Room 2.",
    });
  });

  it("lets a type fill exactly as many rooms as remain", () => {
    const state = run(atSelect(3), choose(0, deluxe), choose(1, deluxe), choose(2, deluxe));
    expect(state.rooms.map((r) => r.selectedRoomId)).toEqual([1, 1, null]);
    expect(state.notice?.roomIndex).toBe(2);
  });

  it("accepts any number when the origin does not say how many remain", () => {
    const open: OfferedType = { id: 2, roomTypeName: "Super Deluxe Room" };
    const state = run(atSelect(2), choose(0, open), choose(1, open));
    expect(state.rooms.map((r) => r.selectedRoomId)).toEqual([2, 2]);
  });

  it("drops selections a fresh search no longer offers, and steps back to Select Room", () => {
    let state = run(atSelect(2), choose(0, deluxe), choose(1, suite), { type: "continue" });
    expect(state.step).toBe(3);
    state = run(state, { type: "availabilityLoaded", offeredPerRoom: [[deluxe, suite], [deluxe]] });
    expect(state.rooms.map((r) => r.selectedRoomId)).toEqual([1, null]);
    expect(state.step).toBe(2);
    const same = run(state, { type: "availabilityLoaded", offeredPerRoom: [[deluxe], [deluxe]] });
    expect(same).toBe(state);
  });
});

describe("services", () => {
  it("toggles each service on and off", () => {
    const state = run(start(), { type: "toggleService", key: "lunch" }, { type: "toggleService", key: "dinner" });
    expect(state.services).toEqual(["lunch", "dinner"]);
    expect(run(state, { type: "toggleService", key: "lunch" }).services).toEqual(["dinner"]);
  });
});

describe("history (Back/Forward) and the end of the booking", () => {
  const checkout = () =>
    run(atSelect(), choose(0, deluxe), { type: "continue" }, { type: "continue" });

  it("shows an earlier step, and never a later step than the rules allow", () => {
    expect(run(checkout(), { type: "showStep", step: 2 }).step).toBe(2);
    expect(run(atSelect(), { type: "showStep", step: 4 }).step).toBe(2);
    expect(run(checkout(), { type: "showStep", step: 5 }).step).toBe(4);
    expect(furthestStep(start())).toBe(2);
  });

  it("a sold-out answer returns to Select Room with a fresh search and the reason", () => {
    const state = run(checkout(), { type: "soldOut", message: "The Deluxe Room sold out." });
    expect(state.step).toBe(2);
    expect(state.searchVersion).toBeGreaterThan(checkout().searchVersion);
    expect(state.notice).toEqual({ roomIndex: null, message: "The Deluxe Room sold out." });
  });

  it("rooms already booked in this tab are chosen again, with the reason", () => {
    const again = run(checkout(), { type: "toggleService", key: "lunch" }, { type: "startOver", message: "Already sent." });
    expect(again).toMatchObject({ step: 2, services: [], notice: { roomIndex: null, message: "Already sent." } });
    expect(again.rooms[0].selectedRoomId).toBeNull();
  });

  it("the receipt is final; leaving it starts a new booking for the same stay", () => {
    const done = run(checkout(), { type: "toggleService", key: "lunch" }, { type: "completed" });
    expect(done.step).toBe(5);
    expect(run(done, { type: "previous" })).toBe(done);
    expect(run(done, { type: "addRoom" })).toBe(done);
    const next = run(done, { type: "showStep", step: 3 });
    expect(next).toMatchObject({ completed: false, step: 2, services: [] });
    expect(next.rooms[0].selectedRoomId).toBeNull();
    expect(next.checkIn).toBe(done.checkIn);
  });
});
