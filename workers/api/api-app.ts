import { type Context, Hono } from "hono";
import type { HonoEnv } from "../hono-env";
import { OriginUnavailableError } from "~/server/app-services";
import { availabilityApi } from "./availability-api";
import { bookingsApi } from "./bookings-api";
import { enquiriesApi } from "./enquiries-api";
import { galleryApi } from "./gallery-api";
import { newsletterApi } from "./newsletter-api";
import { originUnavailable } from "./origin-unavailable";
import { allowedMethods } from "../http/allowed-methods";
import { methodNotAllowed } from "../http/method-guard";
import { refuse } from "../http/refuse";
import { errorBody } from "./read-json-body";
import { roomsApi } from "./rooms-api";
import { razorpayWebhookApi } from "./razorpay-webhook-api";

const notFound = (c: Context) => c.json(errorBody("not_found", "Not found"), 404);

/** A path we serve with other methods answers 405 and lists them; any other path is not found. */
const noRoute = (c: Context): Response => {
  const allowed: string[] = allowedMethods(apiApp, c.req.path.slice("/api".length) || "/");
  return allowed.length > 0 ? refuse(c, methodNotAllowed(allowed)) : notFound(c);
};

/**
 * Our API (product-rules.md: Browser talks only to the Worker, Bad input): every answer is
 * `{ data }` or `{ error: { code, message, fields? } }`.
 */
export const apiApp = new Hono<HonoEnv>()
  .route("/rooms", roomsApi)
  .route("/gallery", galleryApi)
  .route("/available-rooms", availabilityApi)
  // Submissions (product-rules.md: Nothing submitted is lost, Idempotency, Bot protection, Abuse
  // limits, Bad input): bookings, the enquiry forms and the newsletter.
  .route("/bookings", bookingsApi)
  .route("/newsletter", newsletterApi)
  .route("/", enquiriesApi)
  .route("/payments/razorpay/webhook", razorpayWebhookApi)
  // Keep last among the routes: an unknown /api path is a JSON 404 (or 405), never a page.
  .all("*", noRoute)
  .notFound(notFound)
  // Any other error goes on to the root's handler (logged, 500 JSON, no stack trace).
  .onError((error, c) => {
    if (error instanceof OriginUnavailableError) {
      return c.json(originUnavailable.body, originUnavailable.status, originUnavailable.headers);
    }
    throw error;
  });
