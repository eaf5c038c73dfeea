import { describe, expect, it } from "vitest";
import type { IsoDate } from "~/content/hotel";
import { openOccupancy } from "~/domain/occupancy";
import type { RoomTypeChoice } from "~/desk/new-booking/new-booking-form";
import { bookedValues, changeMessages, changePricedForKey, parseStayChange } from "./change-booking-form";

const types: RoomTypeChoice[] = [
  { id: 1, name: "Deluxe Room", occupancy: openOccupancy },
  { id: 2, name: "Super Deluxe Room", occupancy: openOccupancy },
];
const today: IsoDate = "2026-12-10";
const booked = { checkIn: "2026-12-12" as IsoDate, checkOut: "2026-12-14" as IsoDate };
const rooms = [
  { id: 7, roomId: 1, checkIn: booked.checkIn, adults: 2, children: 1, olderChildren: 1 },
  { id: 8, roomId: 2, checkIn: booked.checkIn, adults: 1, children: 0, olderChildren: 0 },
];
const context = { status: "confirmed" as const, booked: { ...booked, rooms }, types, today };

describe("parseStayChange", () => {
  it("reads the booking's own form back as the booking", () => {
    const parsed = parseStayChange(bookedValues({ ...booked, rooms }), context);
    expect(parsed).toEqual({
      ok: true,
      value: {
        ...booked,
        rooms: [
          { bookedRoomId: 7, roomId: 1, adults: 2, children: 1, olderChildren: 1, checkIn: booked.checkIn },
          { bookedRoomId: 8, roomId: 2, adults: 1, children: 0, olderChildren: 0, checkIn: booked.checkIn },
        ],
        removed: [],
      },
    });
  });

  it("reads a removed room and an added one", () => {
    const fields = { ...bookedValues({ ...booked, rooms }), remove_1: "on", room_count: "3", room_type_2: "2", adults_2: "2" };
    const parsed = parseStayChange(fields, context);
    expect(parsed.ok && parsed.value.removed).toEqual([8]);
    expect(parsed.ok && parsed.value.rooms.map((room) => room.bookedRoomId)).toEqual([7, null]);
  });

  it("refuses a form that names a room of another booking, names one twice, or leaves one out", () => {
    const base = bookedValues({ ...booked, rooms });
    const foreign = parseStayChange({ ...base, booked_1: "99" }, context);
    expect(foreign.ok ? null : foreign.fields.room_type_1).toBe(changeMessages.notThisBooking);
    const twice = parseStayChange({ ...base, booked_1: "7" }, context);
    expect(twice.ok ? null : twice.fields.room_type_1).toBe(changeMessages.notThisBooking);
    const leftOut = parseStayChange({ ...base, room_count: "1" }, context);
    expect(leftOut.ok ? null : leftOut.fields.room_count).toBe(changeMessages.notThisBooking);
  });

  it("refuses a row without a type or with a party out of bounds", () => {
    const base = bookedValues({ ...booked, rooms });
    const parsed = parseStayChange({ ...base, room_count: "3", room_type_2: "", adults_2: "0", older_2: "x" }, context);
    expect(parsed.ok ? null : parsed.fields).toMatchObject({
      room_type_2: changeMessages.roomTypeRequired,
      adults_2: changeMessages.adults,
      older_2: changeMessages.children,
    });
  });

  it("starts a room added to a stay under way today, and refuses one with no night left", () => {
    const inHouse = { ...context, status: "checked_in" as const, booked: { checkIn: "2026-12-08" as IsoDate, checkOut: "2026-12-12" as IsoDate, rooms: [{ id: 7, roomId: 1, checkIn: "2026-12-08" as IsoDate }] } };
    const base = { check_in: "2026-12-08", check_out: "2026-12-12", room_count: "2", booked_0: "7", room_type_0: "1", adults_0: "2", room_type_1: "2", adults_1: "1" };
    const parsed = parseStayChange(base, inHouse);
    expect(parsed.ok && parsed.value.rooms.map((room) => room.checkIn)).toEqual(["2026-12-08", today]);
    const leaving = parseStayChange({ ...base, check_out: today }, inHouse);
    expect(leaving.ok ? null : leaving.fields.room_type_1).toBe(changeMessages.addedRoomNoNight);
  });
});

describe("changePricedForKey", () => {
  it("differs when the dates, a party, a type or the rooms removed differ", () => {
    const value = { ...booked, rooms: [{ bookedRoomId: 7, roomId: 1, adults: 2, children: 0, olderChildren: 0, checkIn: booked.checkIn }], removed: [] };
    const key = changePricedForKey(value);
    expect(changePricedForKey({ ...value, checkOut: "2026-12-15" })).not.toBe(key);
    expect(changePricedForKey({ ...value, rooms: [{ ...value.rooms[0]!, adults: 1 }] })).not.toBe(key);
    expect(changePricedForKey({ ...value, rooms: [{ ...value.rooms[0]!, roomId: 2 }] })).not.toBe(key);
    expect(changePricedForKey({ ...value, removed: [8] })).not.toBe(key);
  });
});
