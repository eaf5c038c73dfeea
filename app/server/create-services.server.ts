import { readGuestWords } from "./guest-words-read.server";
import { guestWordsCacheKey } from "./cache-keys.server";
import { bookingLinkSecret } from "../booking/my-booking/booking-link.server";
import { createReadOrigin } from "../origin/create-read-origin.server";
import { readConfig } from "./env.server";
import { createReadCache } from "./kv-cache.server";
import type { AppServices } from "./app-services";
import type { AppConfig } from "./env.server";
import { createAvailabilityService } from "../origin/availability-service.server";
import { createGalleryService } from "../origin/gallery-service.server";
import { createIntakeService } from "../enquiries/intake/intake-service.server";
import { createRoomsService } from "../origin/rooms-service.server";
import { depositRuleInForce } from "../payments/deposit-policy.server";
import { readRazorpayConfig } from "../payments/razorpay-config.server";

/** The services, with the checked configuration the Worker's own routes read (the media proxy's origin). */
export type WorkerServices = AppServices & { config: AppConfig };

/** Builds the per-request services from the bindings. */
export function createServices(
  env: Cloudflare.Env,
  ctx: { waitUntil(promise: Promise<unknown>): void },
): WorkerServices {
  const config = readConfig(env);
  const origin = createReadOrigin(config, env.DB);
  const cache = createReadCache(env.CACHE, (promise) => ctx.waitUntil(promise));
  return {
    config,
    publicConfig: {
      turnstileSiteKey: config.turnstile.siteKey ?? null,
      environment: config.environment,
    },
    rooms: createRoomsService(origin, cache),
    gallery: createGalleryService(origin, cache),
    guestWords: {
      // The website's own, in both modes; without them the home page shows its placeholders.
      list: async () => {
        try {
          return (await cache.read(guestWordsCacheKey, () => readGuestWords(env.DB))) ?? { reviews: [], posts: [] };
        } catch (error) {
          console.error(JSON.stringify({ event: "guest_words_unavailable", error: String(error).slice(0, 200) }));
          return { reviews: [], posts: [] };
        }
      },
    },
    availability: createAvailabilityService(
      origin,
      readRazorpayConfig(env) ? (checkIn, checkOut) => depositRuleInForce(env.DB, checkIn, checkOut) : undefined,
    ),
    intake: createIntakeService({
      env,
      config,
      waitUntil: (promise) => ctx.waitUntil(promise),
      rooms: createRoomsService(origin, cache),
      stayRates: (stay) => origin.stayRates(stay),
      siteOrigin: config.siteUrl,
      linkSecret: bookingLinkSecret(env),
    }),
  };
}
