import type { AvailabilityQuery } from "~/services/app-services";

/**
 * What an origin (product-rules.md: Two origins) states, before the Worker normalises it for the
 * browser: lists still JSON-encoded, HTML not yet sanitized, images as the origin names them.
 */
export interface OriginRoom {
  id: number;
  name: string;
  room_type_name: string;
  short_description: string;
  brief_description: string;
  home_description: string;
  /** Rupees per night. */
  room_price: number;
  main_image: string;
  /** A JSON-encoded list of file names, as the admin API sends it; parsed by the rooms service. */
  gallery_images: unknown;
  /** A JSON-encoded list of text items, as the admin API sends it; parsed by the rooms service. */
  room_features: unknown;
}

export interface OriginGalleryItem {
  id: number;
  source: string;
  alt_name: string;
  heading: string;
}

export interface OriginAvailableRoom {
  id: number;
  room_type_name: string;
  main_image: string;
  room_price: number;
  short_description: string;
  /** Rooms of the type free on every night of the stay; only the embedded origin knows it. */
  available_count?: number;
}

/**
 * The read side both origins implement (product-rules.md: Two origins). Every method either answers
 * with data that passed validation or throws OriginFailedError; `getRoom` answers null for a room
 * that does not exist. Delivery of submissions is a separate interface, so a read never depends on
 * it.
 */
export interface ReadOrigin {
  readonly mode: "embedded" | "upstream";
  /** The admin API's base URL upstream, for recognising its image URLs. */
  readonly adminBaseUrl?: string;
  listRooms(): Promise<OriginRoom[]>;
  getRoom(id: number): Promise<OriginRoom | null>;
  listGallery(): Promise<OriginGalleryItem[]>;
  availableRooms(query: AvailabilityQuery): Promise<OriginAvailableRoom[]>;
}

/** The origin did not give a usable answer: down, slow, 5xx, HTML, or JSON of the wrong shape. */
export class OriginFailedError extends Error {
  constructor(operation: string, reason: string, options?: { cause?: unknown }) {
    super(`${operation}: ${reason}`, options);
    this.name = "OriginFailedError";
  }
}
