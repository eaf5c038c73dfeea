import type { DeskFormFailure } from "../desk-form-post";
import type { IsoDate } from "~/content/hotel";
import type { DeskChangeOutcome, DeskChangeRequest } from "../desk-change";

/** A dated spell out of order, as the page lists it: who put the room out of order and why. */
export interface RoomBlock {
  id: number;
  unitId: number;
  firstNight: IsoDate;
  untilDate: IsoDate;
  reason: string;
  createdBy: string;
  createdAt: string;
}

/** One numbered room; `retiredAt` is null while it is in service. */
export interface RoomUnit {
  id: number;
  roomId: number;
  number: string;
  retiredAt: string | null;
  retiredBy: string | null;
  /** Its spells out of order that end after today and are not lifted, by first night. */
  blocks: RoomBlock[];
}

/** A room type with its rooms in service and its retired rooms. */
export interface RoomNumbersType {
  id: number;
  name: string;
  inService: RoomUnit[];
  retired: RoomUnit[];
}

export type RoomNumbersOutcome = DeskChangeOutcome;

/** What every change on the room numbers page carries. */
export type RoomNumbersRequest = DeskChangeRequest;

/**
 * The page's refusal of a form: which form (`add:<type>`, `unit:<id>`, `block:<id>`, `lift:<id>`,
 * or "" for the page), why, the fields at fault and what was sent, so it shows again as typed.
 */
export type RoomNumbersFailure = DeskFormFailure;
