import type { StaffIdentity } from "~/desk/bookings/desk-services";
import type { WorkerServices } from "~/server/create-services.server";

/** Hono's typing for our Worker: bindings plus what the root middleware sets per request. */
export interface HonoEnv {
  Bindings: Cloudflare.Env;
  Variables: {
    nonce: string;
    requestId: string;
    services: WorkerServices;
    now: Date;
    /** Set only on a front desk request that signed in (desk/desk-guard.ts). */
    staff?: StaffIdentity;
  };
}
