import {
  type RoomGuests,
  canAddAdult,
  canAddChild,
  canRemoveAdult,
  canRemoveOlderChild,
  canRemoveYoungChild,
} from "~/domain/guest-counts";

/**
 * What each button of a room's guest counters does, with the one guest rule's limit on it
 * (product-rules.md: One guest rule): the counter greys a button its rule refuses, and the wizard's
 * reducer makes the same move under the same rule. "Child" is one of 5 or under; an older child is
 * aged 6–11 (product-rules.md: Occupancy).
 */
interface GuestMove {
  allowed: (room: RoomGuests) => boolean;
  /** The room after the move; its other fields (the chosen room type) stay. */
  apply: <Room extends RoomGuests>(room: Room) => Room;
}

const olderChildren = (room: RoomGuests) => room.olderChildren ?? 0;

export const guestMoves = {
  addAdult: { allowed: canAddAdult, apply: (r) => ({ ...r, adults: r.adults + 1 }) },
  removeAdult: { allowed: canRemoveAdult, apply: (r) => ({ ...r, adults: r.adults - 1 }) },
  addChild: { allowed: canAddChild, apply: (r) => ({ ...r, children: r.children + 1 }) },
  removeChild: { allowed: canRemoveYoungChild, apply: (r) => ({ ...r, children: r.children - 1 }) },
  addOlderChild: {
    allowed: canAddChild,
    apply: (r) => ({ ...r, children: r.children + 1, olderChildren: olderChildren(r) + 1 }),
  },
  removeOlderChild: {
    allowed: canRemoveOlderChild,
    apply: (r) => ({ ...r, children: r.children - 1, olderChildren: olderChildren(r) - 1 }),
  },
} satisfies Record<string, GuestMove>;

export type GuestMoveName = keyof typeof guestMoves;
