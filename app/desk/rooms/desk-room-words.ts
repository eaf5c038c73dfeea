import type { FieldErrors } from "~/domain/field-errors";
import type { RoomWords } from "~/domain/room-words";
import type { StaffIdentity } from "../bookings/desk-services";

export type RoomWordsOutcome = { ok: true; replayed: boolean } | { ok: false; status: 400 | 404; message: string; fields?: FieldErrors };

/** A room's words on the desk (product-rules.md: Photos and words); embedded mode only. */
export interface DeskRoomWords {
  words(roomId: number): Promise<{ room: { id: number; roomTypeName: string }; words: RoomWords } | null>;
  save(request: { roomId: number; fields: Record<string, string>; requestKey: string; staff: StaffIdentity; now: Date }): Promise<RoomWordsOutcome>;
}
