/**
 * The shapes our own API (`/api/*`) answers with, shared by the Worker, the loaders and the browser.
 * Amounts are integer paise (product-rules.md: One price and tax calculation).
 */
import type { DepositRule } from "./deposit-rule";
import type { ExtraCharge } from "./extra-guest-charges";
import type { Occupancy } from "./occupancy";

export interface Room {
  id: number;
  name: string;
  room_type_name: string;
  short_description: string;
  /** Already sanitized in the Worker (product-rules.md: Untrusted HTML). */
  brief_description: string;
  home_description: string;
  /** Rupees per night as the origin states it. */
  room_price: number;
  /** `/media/rooms/…` URL of the main image. */
  main_image: string;
  /** `/media/rooms/…` URLs; `[]` when the origin's list was invalid (no carousel then). */
  gallery_images: string[];
  room_features: string[];
  /** For the hotel's own photos: the alt text staff wrote, by image URL. Illustrations have none here. */
  image_alts?: Record<string, string>;
  /**
   * The room's words in Hindi as staff wrote them; each one missing falls back to the English
   * (product-rules.md: Hindi). The admin API has none; `roomInLang` applies them.
   */
  hi?: RoomWordsInHindi;
  /** Guests the type takes and extra-guest charges (product-rules.md: Occupancy); absent upstream. */
  occupancy?: Occupancy;
  /** What tells the type apart (product-rules.md: Room facts); absent upstream. */
  facts?: RoomFacts;
}

/** A room type's size, beds and view in a guest's words, with staff's Hindi; each may be missing. */
export interface RoomFacts {
  sizeM2?: number;
  beds?: string;
  view?: string;
  hi?: { beds?: string; view?: string };
}

export interface RoomWordsInHindi {
  name?: string;
  short_description?: string;
  /** Sanitized as `brief_description` is. */
  brief_description?: string;
  room_features?: string[];
}

/**
 * A room as its card and the price grid show it: everything but the long texts that only its details
 * page uses. Pages that list rooms send this, so their HTML does not carry every room's full description.
 */
export type RoomSummary = Omit<Room, "brief_description" | "home_description">;

export interface GalleryItem {
  id: number;
  /** Image URL, `/media/gallery/…` or absolute when the origin gives one. */
  source: string;
  alt_name: string;
  heading: string;
}

export interface AvailableRoom {
  id: number;
  room_type_name: string;
  main_image: string;
  room_price: number;
  short_description: string;
  /** Rooms of this type still free for the whole stay (embedded origin only). */
  available_count?: number;
  /**
   * Rupees for each night of the searched stay, in order, when the hotel's rate periods set them
   * (embedded origin only); `room_price` is then the first night's. Without it every night costs
   * `room_price`.
   */
  nightly_rates?: number[];
  /** The type's occupancy (embedded origin only): the wizard prices extra guests with it. */
  occupancy?: Occupancy;
  /**
   * The deposit rule in force for the searched stay (product-rules.md: Deposits), the same on every
   * room of one answer (embedded origin with online deposits on only); absent or `none`: pay at the hotel.
   */
  deposit_rule?: DepositRule;
}

export interface BookingConfirmationRoom {
  room_id: number;
  room_type_name: string;
  adults: number;
  children: number;
  nightly: number;
  nights: number;
  subtotal: number;
  /**
   * The nights grouped by rate (paise), in order, when rate periods made them differ. Optional only
   * for receipts a browser saved before the field existed: every night then cost `nightly`.
   */
  rates?: { nightly: number; nights: number }[];
  /** Extra-guest charges inside `subtotal` (product-rules.md: Occupancy); absent on older receipts. */
  extras?: ExtraCharge[];
}

export interface BookingConfirmation {
  reference: string;
  status: "pending";
  check_in_date: string;
  check_out_date: string;
  nights: number;
  /** `billing`: the tax invoice's details the guest gave, shown only on their own receipt and page. */
  guest: { name: string; email: string; phone: string; special_requests: string; billing?: { company: string; gstin: string; address: string } };
  rooms: BookingConfirmationRoom[];
  services: { key: string; label: string; price: number }[];
  totals: { subtotal: number; discount: number; cgst: number; sgst: number; total: number };
  /**
   * GST by rate (paise), lowest rate first. Optional only for receipts a browser saved before the
   * field existed.
   */
  taxes?: BookingTaxLine[];
  /**
   * The guest's own page with its signed token (`/MyBooking?ref=…&t=…`), as their e-mail links to
   * it. Absent where no link can be signed (no secret) and in receipts saved before it existed.
   */
  guest_page?: string;
  /**
   * The deposit asked to hold the rooms (product-rules.md: Deposits), paise with GST: paid now
   * through `pay_url`, the rest at the hotel, by `due_at` (an ISO instant). `pay_url` is null while
   * the payment link is being made. Absent when no deposit is asked.
   */
  deposit?: { amount_paise: number; rest_paise: number; due_at: string; pay_url: string | null };
}

export interface BookingTaxLine {
  cgst_basis_points: number;
  sgst_basis_points: number;
  taxable: number;
  cgst: number;
  sgst: number;
}

export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export type ApiResult<T> = { data: T } | ApiErrorBody;
