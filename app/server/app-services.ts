import type { AvailableRoom, GalleryItem, Room } from "../domain/api-types";
import type { GuestWords } from "../domain/guest-words";
import type { Lang } from "../i18n/lang";

/**
 * Raised when the origin cannot answer and no cached copy exists (product-rules.md: Read cache): an
 * honest error state.
 */
export class OriginUnavailableError extends Error {
  constructor(message = "The hotel's room information is unavailable right now.") {
    super(message);
    this.name = "OriginUnavailableError";
  }
}

export interface AvailabilityQuery {
  check_in_date: string;
  check_out_date: string;
  adults: number;
  children: number;
  /** Of the children, those aged 6–11 (product-rules.md: Occupancy); absent counts none. */
  children_6_11?: number;
  no_of_rooms: number;
}

/**
 * Kinds of guest submission; each is stored in the outbox before the guest is answered
 * (product-rules.md: Nothing submitted is lost).
 */
export type SubmissionKind =
  | "booking"
  | "contact"
  | "event"
  | "dining"
  | "booking-request"
  | "membership-interest"
  | "newsletter";

export interface SubmissionMeta {
  idempotencyKey: string | null;
  clientIp: string;
  now: Date;
  /**
   * The Turnstile widget's token when it did not come in the body's `cf-turnstile-response` field
   * (page actions read it from the form). Checked, never stored or forwarded.
   */
  turnstileToken?: string | null;
  /**
   * Sent by the Worker itself for a guest it already knows (a cancellation from the guest's signed
   * booking page), so no Turnstile token is asked for.
   */
  vouched?: boolean;
  /**
   * The language of the page the guest sent from (product-rules.md: Hindi): a route action's path,
   * or the API's `X-Page-Lang` header. Validation answers in it; absent is English.
   */
  lang?: Lang;
}

/**
 * What the intake answers: the exact HTTP status and JSON body the API sends (the error envelope of
 * product-rules.md: Bad input).
 */
export interface IntakeResult {
  status: 200 | 201 | 400 | 403 | 404 | 409 | 413 | 422 | 429 | 503;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * The services the app's loaders and actions call over the origin, which has two implementations
 * (D1 or the hotel's admin API, docs/origins.md): pages depend on this, never on which origin
 * answers. Built per request by app/server/create-services.server.ts; page tests give their own.
 */
export interface AppServices {
  /** Safe to send to the browser. */
  publicConfig: { turnstileSiteKey: string | null; environment: string };
  rooms: {
    /** @throws OriginUnavailableError */
    list(): Promise<Room[]>;
    /** null when the room does not exist. @throws OriginUnavailableError */
    get(id: number): Promise<Room | null>;
  };
  gallery: {
    /** @throws OriginUnavailableError */
    list(): Promise<GalleryItem[]>;
  };
  /** Real reviews and social posts staff added (product-rules.md: Reviews and social posts); never throws. */
  guestWords: {
    list(): Promise<GuestWords>;
  };
  availability: {
    /** @throws OriginUnavailableError */
    search(query: AvailabilityQuery): Promise<AvailableRoom[]>;
  };
  /**
   * The one pipeline every submission goes through, from the API and from page actions alike:
   * validate → Turnstile → rate limit → idempotency → D1 outbox → deliver.
   * `body` is the untrusted parsed JSON (or form fields converted to JSON types).
   */
  intake: {
    submit(kind: SubmissionKind, body: unknown, meta: SubmissionMeta): Promise<IntakeResult>;
  };
}
