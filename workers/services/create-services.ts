import { readGuestWords } from "./guest-words-read";
import { guestWordsCacheKey } from "./cache-keys";
import { bookingLinkSecret } from "../guest/booking-link";
import { createReadOrigin } from "../origins/create-read-origin";
import { readConfig } from "../platform/env";
import { createReadCache } from "../platform/kv-cache";
import type { WorkerServices } from "./worker-services";
import { createAvailabilityService } from "./availability-service";
import { createGalleryService } from "./gallery-service";
import { createIntakeService } from "./intake-service";
import { createRoomsService } from "./rooms-service";

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
    availability: createAvailabilityService(origin),
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
