import { Hono } from "hono";
import type { HonoEnv } from "../hono-env";
import { submitRoute } from "./submit-route";

/**
 * The enquiry forms (product-rules.md: Forms that reach the hotel), each answered 201
 * `{ data: { id } }` once stored. Contact and event enquiries go to the admin API's own endpoints;
 * dining tables, home booking requests and membership interest go as contact enquiries whose
 * message lists every field.
 */
export const enquiriesApi = new Hono<HonoEnv>()
  .post("/contact-enquiry", submitRoute("contact"))
  .post("/event-enquiry", submitRoute("event"))
  .post("/dining-reservations", submitRoute("dining"))
  .post("/booking-requests", submitRoute("booking-request"))
  .post("/membership-interest", submitRoute("membership-interest"));
