import type { IsoDate } from "~/content/hotel";
import type { ExtraCharge } from "~/domain/extra-guest-charges";
import type { Lang } from "../../i18n/lang";
import type { BookingSource } from "~/domain/booking-source";
import type { BookingStatus, DeskActionKey } from "~/domain/booking-status";
import type { RateRun, TaxLine } from "~/domain/price-stay";

/**
 * The front desk's bookings as its pages show them (product-rules.md: The front desk): what the
 * desk's store (app/desk/bookings/desk-store.server.ts) answers with, kept apart from it so the
 * desk's pages can import these types without the server code.
 */

/** Who is using the desk: an address Cloudflare Access vouched for, or the local developer. */
export interface StaffIdentity {
  email: string;
  /** Signed in without Access on a developer's machine; every desk page says so. */
  local: boolean;
}

/** A booking as the desk's lists show it. */
export interface DeskBookingRow {
  reference: string;
  status: BookingStatus;
  source: BookingSource;
  /** The channel's or agent's own booking number; "" when there is none. */
  channelReference: string;
  /** The member of staff who made it on the desk; null for a guest's own booking. */
  createdBy: string | null;
  checkIn: IsoDate;
  checkOut: IsoDate;
  nights: number;
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  /** Room type names, one per room booked. */
  rooms: string[];
  adults: number;
  children: number;
  totalPaise: number;
  /** When the guest sent the request (UTC ISO). */
  createdAt: string;
  statusChangedAt: string | null;
  statusNote: string;
}

export interface DeskBookingRoom {
  roomTypeName: string;
  adults: number;
  children: number;
  nightlyPaise: number;
  /** The nights grouped by the rate they were booked at (paise), in order. */
  rates: RateRun[];
  nights: number;
  subtotalPaise: number;
  discountPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
  /** GST by rate as charged; null for rooms booked before it was kept (one rate, read from the amounts). */
  taxes: TaxLine[] | null;
  /** The first night the room no longer holds; null while it holds the whole stay. */
  releasedFrom: IsoDate | null;
  /** Extra-guest charges inside `subtotalPaise`, as booked (product-rules.md: Occupancy); none on older rows. */
  extras: ExtraCharge[];
}

export interface DeskHistoryEntry {
  at: string;
  staffEmail: string;
  action: string;
  before: BookingStatus | null;
  after: BookingStatus | null;
  note: string;
}

export interface DeskBookingDetail extends DeskBookingRow {
  specialRequests: string;
  /** The tax invoice's company, GSTIN and address the guest gave, or null (product-rules.md: Legal name and GSTIN). */
  billing: { company: string; gstin: string; address: string } | null;
  /** Service keys as stored (app/domain/services.ts). */
  services: string[];
  subtotalPaise: number;
  discountPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  roomLines: DeskBookingRoom[];
  history: DeskHistoryEntry[];
  /** Every e-mail the site wrote about the booking, oldest first, with where it stands. */
  mail: DeskMail[];
  /** The language the guest booked in (product-rules.md: Hindi): their e-mails are written in it. */
  lang: Lang;
}

/** One e-mail about a booking as the desk lists it. */
export interface DeskMail {
  kind: string;
  to: string;
  subject: string;
  status: "pending" | "sending" | "sent" | "retrying" | "dead";
  createdAt: string;
  sentAt: string | null;
  /** The attached files' names ("booking-K7Q2M9XD.ics"), or null. */
  attached: string | null;
}

export type BookingDateField = "stay" | "request";

/** The bookings list's filter, as its GET form and links carry it (app/desk/bookings/booking-filter.ts). */
export interface BookingFilter {
  status: BookingStatus | null;
  /** Where the bookings came from, or null for every source. */
  source: BookingSource | null;
  /** Which dates `from` and `to` bound: the stay's nights, or the day the request came in (hotel time). */
  dateField: BookingDateField;
  from: IsoDate | null;
  to: IsoDate | null;
  /** Reference, name, e-mail or phone (digits match anywhere in the number). */
  search: string;
  page: number;
}

export interface BookingPage {
  rows: DeskBookingRow[];
  total: number;
  page: number;
  pageSize: number;
}

export interface RoomsFreeTonight {
  roomTypeName: string;
  totalRooms: number;
  free: number;
  closed: boolean;
}

export interface TodayBoard {
  arrivals: DeskBookingRow[];
  departures: DeskBookingRow[];
  inHouse: DeskBookingRow[];
  /** Oldest first. */
  awaitingDecision: DeskBookingRow[];
  freeTonight: RoomsFreeTonight[];
  /** Embedded mode: requests still pending after a day. */
  stalePending: number;
  /** The room numbers of each booking on the board that has them, by reference ("101, 102"). */
  roomNumbers: Record<string, string>;
}

/** The website's record of one booking submission in upstream mode. */
export interface DeliveryRow {
  reference: string;
  status: "stored" | "sending" | "retrying" | "delivered" | "dead" | "processing" | "local";
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  checkIn: string;
  checkOut: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
  /** Set when staff entered an undelivered request into the hotel's system by hand. */
  enteredByHand: { at: string; by: string; note: string } | null;
}

export interface DeliveryOverview {
  rows: DeliveryRow[];
  /** Submissions of every kind not yet delivered: dead, or waiting for a retry. */
  undelivered: { dead: number; retrying: number };
}

export interface MoveRequest {
  reference: string;
  action: DeskActionKey;
  note: string;
  /** The form's one-time key: the same submission twice changes nothing more. */
  requestKey: string;
  staff: StaffIdentity;
  now: Date;
}

export type MoveOutcome =
  | { ok: true; action: DeskActionKey; status: BookingStatus; replayed: boolean }
  /** 422: the form's key was already used for another booking. */
  | { ok: false; status: 404 | 409 | 422; message: string };

export interface HandEntryRequest {
  reference: string;
  note: string;
  requestKey: string;
  staff: StaffIdentity;
  now: Date;
}

export type HandEntryOutcome = { ok: true; replayed: boolean } | { ok: false; status: 404 | 409; message: string };
