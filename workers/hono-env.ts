import type { AppServices } from "./services/app-services";

/** Hono's typing for our Worker: bindings plus what the root middleware sets per request. */
export interface HonoEnv {
  Bindings: Cloudflare.Env;
  Variables: {
    nonce: string;
    requestId: string;
    services: AppServices;
    now: Date;
  };
}
