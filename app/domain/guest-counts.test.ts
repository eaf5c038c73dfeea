import { describe, expect, it } from "vitest";
import { hotel } from "../content/hotel";
import {
  adultOptions,
  adultOptionsFor,
  canAddAdult,
  canAddChild,
  canAddRoom,
  canRemoveAdult,
  canRemoveChild,
  canRemoveRoom,
  childOptions,
  childOptionsFor,
  guestWords,
  guestsIn,
  isRoomGuestsValid,
  partyLimits,
  roomOptions,
  spreadGuests,
} from "./guest-counts";

describe("the per-room rule (product-rules.md: One guest rule)", () => {
  it("reads the limits from the identity config", () => {
    expect(hotel.limits).toMatchObject({
      maxRooms: 5,
      minAdults: 1,
      maxAdults: 4,
      minChildren: 0,
      maxChildren: 4,
      maxGuestsPerRoom: 4,
    });
  });

  it("accepts every combination inside the rule", () => {
    for (const adults of [1, 2, 3, 4]) {
      for (let children = 0; adults + children <= 4; children++) {
        expect(isRoomGuestsValid({ adults, children })).toBe(true);
      }
    }
  });

  it.each([
    { adults: 0, children: 0 },
    { adults: 0, children: 2 },
    { adults: 5, children: 0 },
    { adults: 4, children: 1 },
    { adults: 1, children: 4 },
    { adults: 1, children: -1 },
    { adults: 1.5, children: 0 },
    { adults: 2, children: Number.NaN },
  ])("refuses %j", (room) => {
    expect(isRoomGuestsValid(room)).toBe(false);
  });

  it("counts guests", () => {
    expect(guestsIn({ adults: 2, children: 1 })).toBe(3);
  });
});

describe("counters", () => {
  it("adds adults up to 4 guests", () => {
    expect(canAddAdult({ adults: 1, children: 0 })).toBe(true);
    expect(canAddAdult({ adults: 3, children: 0 })).toBe(true);
    expect(canAddAdult({ adults: 4, children: 0 })).toBe(false);
    expect(canAddAdult({ adults: 2, children: 2 })).toBe(false);
    expect(canAddAdult({ adults: 1, children: 2 })).toBe(true);
  });

  it("adds children up to 4 guests", () => {
    expect(canAddChild({ adults: 1, children: 0 })).toBe(true);
    expect(canAddChild({ adults: 1, children: 2 })).toBe(true);
    expect(canAddChild({ adults: 1, children: 3 })).toBe(false);
    expect(canAddChild({ adults: 4, children: 0 })).toBe(false);
  });

  it("never removes the last adult or below zero children", () => {
    expect(canRemoveAdult({ adults: 1, children: 0 })).toBe(false);
    expect(canRemoveAdult({ adults: 2, children: 0 })).toBe(true);
    expect(canRemoveChild({ adults: 1, children: 0 })).toBe(false);
    expect(canRemoveChild({ adults: 1, children: 1 })).toBe(true);
  });

  it("adds rooms up to 5 and never removes room 1", () => {
    const room = { adults: 1, children: 0 };
    expect(canAddRoom([room])).toBe(true);
    expect(canAddRoom([room, room, room, room])).toBe(true);
    expect(canAddRoom([room, room, room, room, room])).toBe(false);
    expect(canRemoveRoom([room, room], 0)).toBe(false);
    expect(canRemoveRoom([room, room], 1)).toBe(true);
    expect(canRemoveRoom([room, room], 2)).toBe(false);
  });
});

describe("select options", () => {
  it("derive from the rule", () => {
    expect(adultOptions).toEqual([1, 2, 3, 4]);
    expect(childOptions).toEqual([0, 1, 2, 3, 4]);
    expect(roomOptions).toEqual([1, 2, 3, 4, 5]);
  });

  it("shrink so a total above 4 cannot be chosen", () => {
    expect(adultOptionsFor({ children: 0 })).toEqual([1, 2, 3, 4]);
    expect(adultOptionsFor({ children: 2 })).toEqual([1, 2]);
    expect(adultOptionsFor({ children: 3 })).toEqual([1]);
    expect(childOptionsFor({ adults: 1 })).toEqual([0, 1, 2, 3]);
    expect(childOptionsFor({ adults: 3 })).toEqual([0, 1]);
    expect(childOptionsFor({ adults: 4 })).toEqual([0]);
  });
});

describe("spreadGuests", () => {
  const room = (adults: number, children: number) => ({ adults, children });
  // The party asked for, each room as it is spread, and whether the party had to change to fit.
  it.each([
    ["spreads 5 adults and 2 children over 2 rooms", { rooms: 2, adults: 5, children: 2 }, [room(3, 1), room(2, 1)], false],
    ["keeps a party that fits one room as it is", { rooms: 1, adults: 2, children: 2 }, [room(2, 2)], false],
    [
      "gives every room an adult, raising adults when too few (and says so)",
      { rooms: 3, adults: 1, children: 0 },
      [room(1, 0), room(1, 0), room(1, 0)],
      true,
    ],
    ["drops children beyond the rooms' capacity first (and says so)", { rooms: 1, adults: 3, children: 3 }, [room(3, 1)], true],
    ["drops every child, then adults, beyond one room's capacity (and says so)", { rooms: 1, adults: 5, children: 1 }, [room(4, 0)], true],
  ])("%s", (_case, party, rooms, clamped) => {
    expect(spreadGuests(party)).toEqual({ rooms, clamped });
  });

  it("puts children where there is most space", () => {
    expect(spreadGuests({ rooms: 3, adults: 5, children: 4 }).rooms).toEqual([
      { adults: 2, children: 1 },
      { adults: 2, children: 1 },
      { adults: 1, children: 2 },
    ]);
  });

  it("fills 5 rooms to capacity", () => {
    const { rooms, clamped } = spreadGuests({ rooms: 5, adults: 5, children: 15 });
    expect(clamped).toBe(false);
    expect(rooms).toEqual(Array.from({ length: 5 }, () => ({ adults: 1, children: 3 })));
  });

  it("clamps the room count to 1–5", () => {
    expect(spreadGuests({ rooms: 0, adults: 1, children: 0 })).toEqual({ rooms: [room(1, 0)], clamped: true });
    const six = spreadGuests({ rooms: 6, adults: 6, children: 0 });
    expect(six.rooms).toHaveLength(5);
    expect(six.clamped).toBe(true);
  });

  it("survives garbage input", () => {
    const result = spreadGuests({ rooms: Number.NaN, adults: -3, children: 2.7 });
    expect(result.rooms).toEqual([{ adults: 1, children: 2 }]);
    expect(result.clamped).toBe(true);
  });

  it("always returns rooms inside the rule", () => {
    const wrong: string[] = [];
    for (let rooms = 1; rooms <= 5; rooms++) {
      for (let adults = 0; adults <= 25; adults++) {
        for (let children = 0; children <= 25; children++) {
          const result = spreadGuests({ rooms, adults, children });
          const placedAdults = result.rooms.reduce((sum, room) => sum + room.adults, 0);
          const placedChildren = result.rooms.reduce((sum, room) => sum + room.children, 0);
          const fits = adults >= rooms && adults + children <= rooms * 4;
          const ok =
            result.rooms.length === rooms &&
            result.rooms.every(isRoomGuestsValid) &&
            result.clamped === (placedAdults !== adults || placedChildren !== children) &&
            (!fits || !result.clamped);
          if (!ok) wrong.push(`${rooms} rooms, ${adults} adults, ${children} children`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("the home strip's party limits (product-rules.md: One guest rule)", () => {
  it("lets each room hold up to 4 guests, with an adult in every room", () => {
    expect(partyLimits(1, 2)).toEqual({ maxAdults: 4, maxChildren: 2 });
    expect(partyLimits(1, 4)).toEqual({ maxAdults: 4, maxChildren: 0 });
    expect(partyLimits(2, 5)).toEqual({ maxAdults: 8, maxChildren: 3 });
    expect(partyLimits(5, 5)).toEqual({ maxAdults: 20, maxChildren: 15 });
  });
});

describe("a room's party in words", () => {
  it("names adults always and children only when there are any, singular for one", () => {
    expect(guestWords({ adults: 1, children: 0 })).toBe("1 adult");
    expect(guestWords({ adults: 2, children: 1 })).toBe("2 adults, 1 child");
    expect(guestWords({ adults: 1, children: 3 })).toBe("1 adult, 3 children");
  });
});
