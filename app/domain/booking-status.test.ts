import { describe, expect, it } from "vitest";
import {
  availableMoves,
  type BookingStatus,
  bookingStatuses,
  deskActionByKey,
  deskActions,
  moveProblem,
  releasesRooms,
} from "./booking-status";

const stay = (status: BookingStatus) => ({ status, checkIn: "2026-12-10", checkOut: "2026-12-12" }) as const;

describe("the desk's moves", () => {
  it("are exactly the six buttons, named as the hotel names them", () => {
    expect(deskActions.map((action) => action.label)).toEqual([
      "Confirm",
      "Decline",
      "Cancel booking",
      "Check in",
      "Check out",
      "Mark no-show",
    ]);
  });

  // Every (status, action) pair: allowed exactly where the rule says, on the arrival day.
  const allowed: Record<BookingStatus, string[]> = {
    pending: ["confirm", "decline", "cancel"],
    confirmed: ["cancel", "check_in", "no_show"],
    declined: [],
    cancelled: [],
    checked_in: ["check_out"],
    checked_out: [],
    no_show: [],
  };
  for (const status of bookingStatuses) {
    for (const action of deskActions) {
      const ok = allowed[status].includes(action.key);
      it(`${status} → ${action.key}: ${ok ? "allowed" : "refused"}`, () => {
        const problem = moveProblem(action, stay(status), "2026-12-10");
        if (ok) expect(problem).toBeNull();
        else expect(problem).toMatch(/^A booking that is .+ cannot be moved to .+\.$/);
      });
    }
  }

  it("checks in from the arrival day until the departure day", () => {
    const checkIn = deskActionByKey("check_in");
    if (!checkIn) throw new Error("missing");
    expect(moveProblem(checkIn, stay("confirmed"), "2026-12-09")).toBe("The guest can check in from the arrival day.");
    expect(moveProblem(checkIn, stay("confirmed"), "2026-12-11")).toBeNull();
    expect(moveProblem(checkIn, stay("confirmed"), "2026-12-12")).toBe("The stay is already over.");
  });

  it("marks a no-show only once the arrival day has come", () => {
    const noShow = deskActionByKey("no_show");
    if (!noShow) throw new Error("missing");
    expect(moveProblem(noShow, stay("confirmed"), "2026-12-09")).toBe(
      "A guest is a no-show only once the arrival day has come.",
    );
    expect(moveProblem(noShow, stay("confirmed"), "2026-12-13")).toBeNull();
  });

  it("offers a confirmed booking before arrival only Cancel booking", () => {
    expect(availableMoves(stay("confirmed"), "2026-12-01").map((action) => action.label)).toEqual(["Cancel booking"]);
    expect(availableMoves(stay("pending"), "2026-12-01").map((action) => action.label)).toEqual([
      "Confirm",
      "Decline",
      "Cancel booking",
    ]);
  });

  it("knows no other action", () => {
    expect(deskActionByKey("delete")).toBeNull();
    expect(deskActionByKey(undefined)).toBeNull();
  });
});

describe("which statuses hold rooms", () => {
  it("pending, confirmed and in-house hold; declined, cancelled, no-show and checked out release", () => {
    expect(bookingStatuses.filter(releasesRooms)).toEqual(["declined", "cancelled", "checked_out", "no_show"]);
  });
});
