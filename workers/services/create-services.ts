import { readConfig } from "../platform/env";
import type { AppServices } from "./app-services";
import { OriginUnavailableError } from "./app-services";

/** Builds the per-request services from the bindings. */
export function createServices(
  env: Cloudflare.Env,
  _ctx: { waitUntil(promise: Promise<unknown>): void },
): AppServices {
  const config = readConfig(env);
  const unavailable = async (): Promise<never> => {
    throw new OriginUnavailableError();
  };
  return {
    config,
    publicConfig: {
      turnstileSiteKey: config.turnstile.siteKey ?? null,
      environment: config.environment,
    },
    rooms: { list: async () => [], get: async () => null },
    gallery: { list: async () => [] },
    availability: { search: unavailable },
    intake: {
      submit: async () => ({ status: 503, body: { error: { code: "unavailable", message: "Not ready" } } }),
    },
  };
}
