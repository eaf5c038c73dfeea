import { Hono } from "hono";
import { createAvailabilitySchema } from "~/domain/availability-schema";
import { bookingSchemaMessagesIn } from "~/booking/wizard/booking-wording.server";
import { issuesToFieldErrors } from "~/domain/field-errors";
import { todayInHotel } from "~/domain/hotel-date";
import { PAGE_LANG_HEADER, langOfHeader } from "~/i18n/lang";
import type { HonoEnv } from "../hono-env";
import { clientIpOf } from "../platform/client-ip";
import { isRateLimited, rateLimitedError } from "../../app/server/rate-limit.server";
import { errorBody, readJsonBody } from "./read-json-body";

/**
 * POST /api/available-rooms: the wizard's live search. Limited per client (product-rules.md: Abuse
 * limits, its own "search" budget), validated with the wizard's rules and today's date in IST
 * (product-rules.md: Hotel time, One guest rule), never cached.
 */
export const availabilityApi = new Hono<HonoEnv>().post("/", async (c) => {
  if (await isRateLimited(c.env.RATE_LIMITER, "search", clientIpOf(c.req.raw))) {
    return c.json(rateLimitedError.body, rateLimitedError.status, rateLimitedError.headers);
  }
  const body = await readJsonBody(c);
  if (!body.ok) return c.json(errorBody(body.code, body.message), body.status);
  // A Hindi page's search says so (product-rules.md: Hindi): its refusal is then worded in Hindi.
  const lang = langOfHeader(c.req.header(PAGE_LANG_HEADER));
  const messages = bookingSchemaMessagesIn(lang);
  const schema = createAvailabilitySchema({ today: todayInHotel(c.get("now")) }, messages);
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) {
    const fields = issuesToFieldErrors(parsed.error);
    const first = Object.values(fields)[0] ?? messages.booking.checkSearch;
    return c.json(errorBody("validation_failed", first, fields), 400);
  }
  return c.json({ data: await c.get("services").availability.search(parsed.data) });
});
