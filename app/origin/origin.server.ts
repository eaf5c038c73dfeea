import type { IsoDate } from "~/content/hotel";
import type { AvailableRoom, GalleryItem, Room } from "~/domain/api-types";
import type { AvailabilityQuery } from "~/server/app-services";

/**
 * What an origin (product-rules.md: Two origins) states, before the Worker normalises it for the
 * browser: lists still JSON-encoded, HTML not yet sanitized, images as the origin names them. The
 * other fields are the API's room fields as they are.
 */
export interface OriginRoom extends Omit<Room, "brief_description" | "main_image" | "gallery_images" | "room_features" | "hi"> {
  /** HTML as the origin sends it; the rooms service sanitizes it. */
  brief_description: string;
  /** The image as the origin names it; the rooms service turns it into a /media URL. */
  main_image: string;
  /** A JSON-encoded list of file names, as the admin API sends it; parsed by the rooms service. */
  gallery_images: unknown;
  /** A JSON-encoded list of text items, as the admin API sends it; parsed by the rooms service. */
  room_features: unknown;
  /** Embedded, for a room with staff photos: each photo's alt text by its id. */
  photo_alts?: Record<string, string>;
  /**
   * Embedded only: the room's words in Hindi as staff keep them, each null where there are none
   * (product-rules.md: Hindi). The description is HTML as stored and the features a JSON-encoded
   * list, as their English columns; the rooms service sanitizes and parses them the same way.
   */
  hi?: OriginRoomWordsInHindi;
}

export interface OriginRoomWordsInHindi {
  name: string | null;
  short_description: string | null;
  brief_description: string | null;
  room_features: unknown;
}

/** A gallery item as the origin states it; the gallery service makes its image URL one the browser can load. */
export type OriginGalleryItem = GalleryItem;

/** An available room type as the origin states it: the API's shape as it is. */
export type OriginAvailableRoom = AvailableRoom;

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
  /**
   * The rate (rupees) of each night of a stay, by room type id, read fresh for pricing a booking
   * (product-rules.md: Rates and rate periods). Empty where the origin states one rate per type
   * (upstream): every night then costs the room's `room_price`.
   */
  stayRates(stay: { checkIn: IsoDate; checkOut: IsoDate }): Promise<ReadonlyMap<number, readonly number[]>>;
}

/** The origin did not give a usable answer: down, slow, 5xx, HTML, or JSON of the wrong shape. */
export class OriginFailedError extends Error {
  constructor(operation: string, reason: string, options?: { cause?: unknown }) {
    super(`${operation}: ${reason}`, options);
    this.name = "OriginFailedError";
  }
}
