import { Hono } from "hono";
import type { HonoEnv } from "../hono-env";
import { submitRoute } from "./submit-route";

/**
 * POST /api/newsletter `{ email }`: stored once per address in D1 (product-rules.md: Forms that
 * reach the hotel); a repeat is the same 200.
 */
export const newsletterApi = new Hono<HonoEnv>().post("/", submitRoute("newsletter"));
