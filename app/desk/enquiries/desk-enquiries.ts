/** The guest forms the desk lists (every outbox kind but bookings, which have their own pages). */
export const enquiryKinds = {
  contact: "Contact",
  event: "Event",
  dining: "Dining table",
  "booking-request": "Home booking request",
  "membership-interest": "Membership interest",
} as const;
export type EnquiryKind = keyof typeof enquiryKinds;

export interface DeskEnquiry {
  id: number;
  reference: string | null;
  kind: EnquiryKind;
  /** UTC ISO; shown in hotel time. */
  receivedAt: string;
  /** What the guest sent, label by label, as text. */
  fields: [label: string, value: string][];
  handled: { at: string; by: string; note: string } | null;
}

export interface EnquiryFilter {
  kind: EnquiryKind | null;
  /** null: both. */
  handled: boolean | null;
}

export type HandledOutcome = { ok: true; replayed: boolean } | { ok: false; status: 400 | 404 | 409; message: string };
