/**
 * Per kind of submission: the shared zod schema that validates it (the original site's messages;
 * product-rules.md: Bad input), and the plan it becomes once accepted: the answer and what the
 * hotel receives (the admin API's paths, docs/delivery.md; the forms it has no endpoint for as
 * contact enquiries, product-rules.md: Forms that reach the hotel). Validation is pure and runs
 * before anything is stored.
 */
import { hotel } from "~/content/hotel";
import { createBookingReference } from "~/domain/booking-reference";
import { createDiningSchema } from "~/domain/dining-schema";
import { createContactEnquirySchema, createEventEnquirySchema } from "~/domain/enquiry-schemas";
import { type FieldErrors, issuesToFieldErrors } from "~/domain/field-errors";
import { createHomeBookingRequestSchema } from "~/domain/home-booking-request-schema";
import { createMembershipSchema } from "~/domain/membership-schema";
import {
  chatBookingMessagesIn,
  contactWordingIn,
  diningWordingIn,
  eventWordingIn,
  homeBookingRequestWordingIn,
  membershipWordingIn,
} from "~/domain/form-wording.server";
import type { Lang } from "~/i18n/lang";
import { parseBookingRequest } from "~/domain/parse-booking-request";
import { bookingSchemaMessagesIn } from "~/booking/wizard/booking-wording.server";
import type { DateContext } from "~/domain/bookable-days";
import type { SubmissionKind } from "~/server/app-services";
import { type RoomsLookup, type StayRates, planBooking } from "~/booking/wizard/booking-service.server";
import { diningEnquiry, homeBookingRequestEnquiry, membershipInterestEnquiry } from "./enquiry-messages.server";
import type { PlanOutcome } from "./submission-plan.server";
import type { RazorpayConfig } from "~/payments/razorpay-config.server";

/**
 * Every kind that goes through the outbox; the newsletter has its own table (product-rules.md:
 * Forms that reach the hotel).
 */
export type OutboxKind = Exclude<SubmissionKind, "newsletter">;

export interface PlanDeps {
  rooms: RoomsLookup;
  stayRates: StayRates;
  db: D1Database;
  mode: "embedded" | "upstream";
  /** Signs the guest's booking-page link the booking's answer carries; null where none can be signed. */
  linkSecret?: string | null;
  /** The payment gateway, where online deposits are on (product-rules.md: Deposits). */
  payments?: RazorpayConfig | null;
}

export type Validated =
  | { ok: false; fields: FieldErrors }
  | { ok: true; plan: (deps: PlanDeps) => Promise<PlanOutcome> };

export const contactEnquiryPath = "/api/contact-enquiry";
export const eventEnquiryPath = "/api/event-enquiry";

/** Enquiries are answered 201 `{ data: { id } }`, the id being a reference the guest can quote. */
function enquiryPlan(path: string, payload: unknown): PlanOutcome {
  const reference = createBookingReference();
  return {
    ok: true,
    plan: {
      reference,
      delivery: { path, payload },
      response: { status: 201, body: { data: { id: reference } } },
      statements: [],
    },
  };
}

type SafeParse<T> = { success: true; data: T } | { success: false; error: Parameters<typeof issuesToFieldErrors>[0] };

function enquiry<T>(parsed: SafeParse<T>, toPlan: (value: T) => PlanOutcome): Validated {
  if (!parsed.success) return { ok: false, fields: issuesToFieldErrors(parsed.error) };
  const value = parsed.data;
  return { ok: true, plan: async () => toPlan(value) };
}

export function validateSubmission(
  kind: OutboxKind,
  body: unknown,
  context: DateContext & { lang?: Lang },
): Validated {
  // Bodies are JSON (from the API, or a page action that already parsed its form): strict schemas,
  // worded in the language of the page that sent them (English when none is said).
  const { today, lang = "en" } = context;
  switch (kind) {
    case "booking": {
      const parsed = parseBookingRequest(body, { today }, bookingSchemaMessagesIn(lang), chatBookingMessagesIn(lang));
      if (!parsed.ok) return { ok: false, fields: parsed.fieldErrors };
      const booking = parsed.value;
      return { ok: true, plan: (deps) => planBooking(booking, { ...deps, today, lang }) };
    }
    case "contact":
      return enquiry(createContactEnquirySchema({ wording: contactWordingIn(lang) }).safeParse(body), (value) =>
        enquiryPlan(contactEnquiryPath, {
          name: value.name,
          email: value.email,
          phone: value.phone,
          message: value.message,
        }),
      );
    case "event":
      return enquiry(createEventEnquirySchema({ today, wording: eventWordingIn(lang) }).safeParse(body), (value) =>
        enquiryPlan(eventEnquiryPath, {
          name: value.name,
          email: value.email,
          phone: value.phone,
          event_type: value.event_type,
          event_date: value.event_date,
          number_of_guests: value.number_of_guests,
          requirements: value.requirements,
        }),
      );
    case "dining":
      return enquiry(createDiningSchema({ today, wording: diningWordingIn(lang) }).safeParse(body), (value) =>
        enquiryPlan(contactEnquiryPath, diningEnquiry(value)),
      );
    case "booking-request":
      return enquiry(createHomeBookingRequestSchema({ today, wording: homeBookingRequestWordingIn(lang) }).safeParse(body), (value) =>
        enquiryPlan(contactEnquiryPath, homeBookingRequestEnquiry(value)),
      );
    case "membership-interest":
      return enquiry(createMembershipSchema({ wording: membershipWordingIn(lang) }).safeParse(body), (value) =>
        enquiryPlan(contactEnquiryPath, membershipInterestEnquiry(value, hotel.emails.general)),
      );
  }
}
