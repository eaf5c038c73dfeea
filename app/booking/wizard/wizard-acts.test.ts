import { describe, expect, it } from "vitest";
import { acts, actionOfAct } from "./wizard-acts";
import type { OfferedType } from "./wizard-model";

const deluxe: OfferedType = { id: 1, roomTypeName: "Deluxe Room", availableCount: 3 };
const offered = (roomIndex: number) => (roomIndex === 0 ? [deluxe] : []);

describe("a wizard button's act, as the server reads it", () => {
  it("names every room action with its room, and the step moves", () => {
    expect(actionOfAct(acts.room("addAdult", 1), offered)).toEqual({ type: "addAdult", roomIndex: 1 });
    expect(actionOfAct(acts.room("removeChild", 0), offered)).toEqual({ type: "removeChild", roomIndex: 0 });
    expect(actionOfAct(acts.room("removeRoom", 4), offered)).toEqual({ type: "removeRoom", roomIndex: 4 });
    expect(actionOfAct(acts.addRoom(), offered)).toEqual({ type: "addRoom" });
    expect(actionOfAct(acts.continue(), offered)).toEqual({ type: "continue" });
    expect(actionOfAct(acts.previous(), offered)).toEqual({ type: "previous" });
    expect(actionOfAct(acts.skipServices(), offered)).toEqual({ type: "skipServices" });
    expect(actionOfAct(acts.update(), offered)).toBe("update");
    expect(actionOfAct(acts.toggleService("dinner"), offered)).toEqual({ type: "toggleService", key: "dinner" });
  });

  it("chooses a room type only from what the search offers that room", () => {
    expect(actionOfAct(acts.select(0, 1), offered)).toEqual({ type: "selectRoomType", roomIndex: 0, offered: deluxe });
    expect(actionOfAct(acts.select(1, 1), offered)).toBeNull();
    expect(actionOfAct(acts.select(0, 9), offered)).toBeNull();
  });

  it("ignores anything else: unknown names, rooms out of range, unknown services", () => {
    for (const act of ["", "delete", "addAdult", "addAdult:5", "addAdult:-1", "addAdult:x", "toggleService:spa-day", "select:0", "select:9:1"]) {
      expect(actionOfAct(act, offered), act).toBeNull();
    }
  });
});
