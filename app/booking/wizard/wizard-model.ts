/**
 * What the booking wizard's state is made of (the original site's four steps; product-rules.md:
 * One guest rule): the step, the stay, each room's guests and chosen type, the services, and what
 * step 4's guest has typed. wizard-state.ts changes it; wizard-rules.ts says what it allows.
 */
import type { IsoDate } from "~/content/hotel";
import type { RoomGuests } from "~/domain/guest-counts";
import type { ServiceKey } from "~/domain/services";

export type WizardStep = 1 | 2 | 3 | 4 | 5;

/** The progress bar's four steps; their names are the page's words (`booking.progress.steps`). */
export const wizardSteps = [{ step: 1 }, { step: 2 }, { step: 3 }, { step: 4 }] as const;

export interface WizardRoom extends RoomGuests {
  /** The chosen room type's id, or null while none is chosen. */
  selectedRoomId: number | null;
}

export interface WizardState {
  /** The hotel's today (IST); fixes the earliest check-in for this visit. */
  today: IsoDate;
  step: WizardStep;
  /** `YYYY-MM-DD`, or "" while the guest has cleared the field. */
  checkIn: string;
  checkOut: string;
  rooms: WizardRoom[];
  services: ServiceKey[];
  /** Rises on every change that makes the shown availability stale. */
  searchVersion: number;
  /** A message for step 2 (a selection refused, a room sold out meanwhile); null when none. */
  notice: { roomIndex: number | null; message: string } | null;
  /** Set once the booking went through: the receipt (step 5) exists. */
  completed: boolean;
}

/**
 * What the guest has typed on step 4. The wizard keeps it beside the reducer's state so Previous or
 * a failed attempt loses nothing.
 */
export interface GuestDraft {
  name: string;
  email: string;
  phone: string;
  special_requests: string;
  /** The tax invoice's details (product-rules.md: Legal name and GSTIN); optional, absent from older drafts. */
  company_name?: string;
  company_gstin?: string;
  billing_address?: string;
}

export const emptyGuestDraft: GuestDraft = {
  name: "",
  email: "",
  phone: "",
  special_requests: "",
  company_name: "",
  company_gstin: "",
  billing_address: "",
};

/** What the availability search offers one room: type ids and how many rooms of each remain. */
export interface OfferedType {
  id: number;
  roomTypeName: string;
  /** Rooms of this type still free for the stay; undefined when the origin does not say. */
  availableCount?: number;
}

/** A new room's guests, and a room's guests when a link's counts cannot be used. */
export const defaultRoomGuests: RoomGuests = { adults: 2, children: 0 };
