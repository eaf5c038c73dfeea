/**
 * The desk's change-a-booking form read from its posted fields (product-rules.md: Changing a
 * booking): the new dates and each room, booked or added, with its type and party, or marked for
 * removal. Pure, so the page and the Worker read it alike; every problem is one message beside its
 * field.
 */
import { type IsoDate, hotel } from "~/content/hotel";
import type { FieldErrors } from "~/domain/field-errors";
import { compareDates, isValidIsoDate, laterDate } from "~/domain/hotel-date";
import { fitProblem } from "~/domain/occupancy";
import { occupancyMessagesEn } from "~/domain/occupancy-messages";
import { type ChangeableStatus, stayChangeDateProblems } from "~/domain/stay-change";
import { type Parsed, type RoomTypeChoice, count, rowCountIn, stayFields } from "~/desk/new-booking/new-booking-form";

/** The most rooms a booking holds after a change, as a desk booking. */
export const maxChangedRooms = 4;
/** Rows the form shows at most: the rooms kept plus those marked for removal. */
export const maxChangeRows = 8;
const maxPerRoom = hotel.limits.maxGuestsPerRoom;
export const maxChangeNoteLength = 500;

/** The posted names of the form's fields; per row they carry the row's index. */
export const changeFields = {
  ...stayFields,
  /** The booked room (booking_rooms id) a row is; blank for a room added by this change. */
  booked: (row: number) => `booked_${row}`,
  remove: (row: number) => `remove_${row}`,
  note: "note",
  /** The status the page showed: the change is made only from it. */
  shownStatus: "shown_status",
  pricedFor: "priced_for",
  pricedRates: "priced_rates",
  requestKey: "request_key",
  intent: "intent",
} as const;

export const changeIntents = { addRoom: "add_room", price: "price", save: "save" } as const;

export const changeMessages = {
  roomTypeRequired: "Choose a room type.",
  adults: `Between 1 and ${maxPerRoom} adults.`,
  children: `Between 0 and ${maxPerRoom} children.`,
  notThisBooking: "This form does not match the booking any more: reload the page and try again.",
  atLeastOneRoom: "A booking keeps at least one room: leave one room in, or cancel the booking instead.",
  atMostRooms: `A booking holds at most ${maxChangedRooms} rooms.`,
  checkedInRoomStays: "The guest has checked in: this room stays as it is. Add a room instead, or move the stay to another room of this type.",
  addedRoomNoNight: "A room added now needs a night before check-out: choose a later check-out.",
} as const;

/** A booked room as the form knows it. */
export interface BookedRow {
  id: number;
  roomId: number;
  checkIn: IsoDate;
}

/** One room of the booking as changed. */
export interface ChangedRoomRequest {
  /** The booked room it is (booking_rooms id), or null for a room new to the booking. */
  bookedRoomId: number | null;
  roomId: number;
  adults: number;
  children: number;
  olderChildren: number;
  /** The room's first night. */
  checkIn: IsoDate;
}

export interface StayChangeRequest {
  checkIn: IsoDate;
  checkOut: IsoDate;
  rooms: ChangedRoomRequest[];
  /** Booked rooms this change gives up. */
  removed: number[];
}

/** How many rows the form shows: the posted count, within 1 and `maxChangeRows`. */
export function changeRowCountOf(fields: Record<string, string>): number {
  return rowCountIn(fields, changeFields.roomCount, maxChangeRows);
}

/** The form's fields for the booking as it stands: what the page shows before any change. */
export function bookedValues(booking: {
  checkIn: IsoDate;
  checkOut: IsoDate;
  rooms: readonly (BookedRow & { adults: number; children: number; olderChildren: number })[];
}): Record<string, string> {
  const values: Record<string, string> = {
    [changeFields.checkIn]: booking.checkIn,
    [changeFields.checkOut]: booking.checkOut,
    [changeFields.roomCount]: String(booking.rooms.length),
  };
  booking.rooms.forEach((room, row) => {
    values[changeFields.booked(row)] = String(room.id);
    values[changeFields.roomType(row)] = String(room.roomId);
    values[changeFields.adults(row)] = String(room.adults);
    values[changeFields.under6(row)] = String(room.children - room.olderChildren);
    values[changeFields.older(row)] = String(room.olderChildren);
  });
  return values;
}

interface ParseContext {
  status: ChangeableStatus;
  booked: { checkIn: IsoDate; checkOut: IsoDate; rooms: readonly BookedRow[] };
  types: readonly RoomTypeChoice[];
  today: IsoDate;
}

/**
 * The change: valid dates (stay-change.ts), 1 to `maxChangedRooms` rooms each of a type that exists
 * with a party it can hold, every booked room accounted for once. A checked-in guest's booked rooms
 * keep their type and stay in the booking; a room added to a stay under way starts today.
 */
export function parseStayChange(fields: Record<string, string>, context: ParseContext): Parsed<StayChangeRequest> {
  const errors: FieldErrors = {};
  const checkIn = (fields[changeFields.checkIn] ?? "").trim();
  const checkOut = (fields[changeFields.checkOut] ?? "").trim();
  const dateProblems = stayChangeDateProblems({
    status: context.status,
    booked: context.booked,
    checkIn,
    checkOut,
    today: context.today,
    maxNights: hotel.bookingLimits.maxNights,
  });
  if (dateProblems.checkIn) errors[changeFields.checkIn] = dateProblems.checkIn;
  if (dateProblems.checkOut) errors[changeFields.checkOut] = dateProblems.checkOut;
  const dates = !dateProblems.checkIn && !dateProblems.checkOut && isValidIsoDate(checkIn) && isValidIsoDate(checkOut) ? { checkIn, checkOut } : null;
  const inHouse = context.status === "checked_in";
  const rooms: ChangedRoomRequest[] = [];
  const removed: number[] = [];
  const seen = new Set<number>();
  for (let row = 0; row < changeRowCountOf(fields); row++) {
    const bookedText = (fields[changeFields.booked(row)] ?? "").trim();
    const booked = bookedText === "" ? null : context.booked.rooms.find((room) => String(room.id) === bookedText);
    if (booked === undefined || (booked && seen.has(booked.id))) {
      errors[changeFields.roomType(row)] = changeMessages.notThisBooking;
      continue;
    }
    if (booked) seen.add(booked.id);
    const removing = fields[changeFields.remove(row)] === "on";
    if (removing && booked && inHouse) {
      errors[changeFields.remove(row)] = changeMessages.checkedInRoomStays;
      continue;
    }
    if (removing) {
      if (booked) removed.push(booked.id);
      continue;
    }
    const type = context.types.find((choice) => String(choice.id) === fields[changeFields.roomType(row)]);
    const adults = count(fields[changeFields.adults(row)], 1, maxPerRoom);
    const under6 = count(fields[changeFields.under6(row)], 0, maxPerRoom);
    const older = count(fields[changeFields.older(row)], 0, maxPerRoom);
    if (!type) errors[changeFields.roomType(row)] = changeMessages.roomTypeRequired;
    else if (booked && inHouse && type.id !== booked.roomId) errors[changeFields.roomType(row)] = changeMessages.checkedInRoomStays;
    if (adults === null) errors[changeFields.adults(row)] = changeMessages.adults;
    if (under6 === null) errors[changeFields.under6(row)] = changeMessages.children;
    if (older === null) errors[changeFields.older(row)] = changeMessages.children;
    if (!type || adults === null || under6 === null || older === null) continue;
    const party = { adults, children: under6 + older, olderChildren: older };
    const problem = fitProblem(type.occupancy, party);
    if (problem) {
      errors[changeFields.adults(row)] = occupancyMessagesEn.doesNotFit(problem, type.name, type.occupancy);
      continue;
    }
    // A booked room of a stay under way keeps its first night; a room added to it starts today.
    const start = dates?.checkIn ?? context.today;
    const firstNight = inHouse ? (booked ? booked.checkIn : laterDate(start, context.today)) : start;
    if (dates && compareDates(firstNight, dates.checkOut) >= 0) {
      errors[changeFields.roomType(row)] = changeMessages.addedRoomNoNight;
      continue;
    }
    rooms.push({ bookedRoomId: booked?.id ?? null, roomId: type.id, ...party, checkIn: firstNight });
  }
  if (seen.size !== context.booked.rooms.length) errors[changeFields.roomCount] = changeMessages.notThisBooking;
  else if (Object.keys(errors).length === 0 && rooms.length === 0) errors[changeFields.roomCount] = changeMessages.atLeastOneRoom;
  else if (rooms.length > maxChangedRooms) errors[changeFields.roomCount] = changeMessages.atMostRooms;
  if (!dates || Object.keys(errors).length > 0) return { ok: false, fields: errors };
  return { ok: true, value: { ...dates, rooms, removed } };
}

/**
 * What the prices were shown for: posted back with the priced step, so a save whose dates or rooms
 * changed since "Price the change" is priced again before anything is stored.
 */
export function changePricedForKey(change: StayChangeRequest): string {
  const rooms = change.rooms.map((room) => `${room.bookedRoomId ?? "new"}:${room.roomId}:${room.adults}:${room.children}:${room.olderChildren}`);
  return [change.checkIn, change.checkOut, ...rooms, `removed:${change.removed.join(",")}`].join("|");
}
