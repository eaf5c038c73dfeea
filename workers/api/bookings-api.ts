import { Hono } from "hono";
import type { HonoEnv } from "../hono-env";
import { submitRoute } from "./submit-route";

/**
 * POST /api/bookings: the wizard's `{ bookings: [...] }` or the chat's flat request.
 * 201 `{ data: BookingConfirmation }` with the server's prices in paise; 409 `sold_out`.
 */
export const bookingsApi = new Hono<HonoEnv>().post("/", submitRoute("booking"));
