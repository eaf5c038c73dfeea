import type { RouterContextProvider } from "react-router";
import { requestInfoContext, servicesContext } from "~/context";
import { createGuestInfoSchema } from "~/domain/booking-schema";
import { bookingSchemaMessagesIn } from "./booking-wording.server";
import { issuesToFieldErrors } from "~/domain/field-errors";
import { todayInHotel } from "~/domain/hotel-date";
import { langOfPath } from "~/i18n/lang";
import { wordsIn } from "~/i18n/words";
import { formFields } from "../../enquiries/intake/form-values";
import { submissionMeta } from "../../enquiries/intake/submit-form.server";
import { bookingWordsEn } from "./booking-words";
import { bookingWordsHi } from "./booking-words.hi";
import { loadAvailability } from "./load-availability.server";
import type { TypeRate } from "~/domain/stay-room-input";
import { priceSelection } from "./price-breakdown";
import { bookingBody, type CheckoutActionAnswer, interpretBookingAnswer } from "./submit-booking";
import { initialWizardState } from "./wizard-state";
import { wizardStartFromQuery } from "./wizard-url";

/**
 * Step 4 sent as a plain form, before (or without) the page's script: the stay from the form's
 * URL, the guest from its fields through the same schema, the prices from the same calculation,
 * then the one intake every booking goes through (Turnstile, limits, idempotency, outbox). The
 * page shows the receipt, or the messages, from this answer, in the page's language (its path,
 * product-rules.md: Hindi).
 */
export async function checkoutAction({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }): Promise<CheckoutActionAnswer> {
  const info = context.get(requestInfoContext);
  const services = context.get(servicesContext);
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const w = wordsIn(lang, { en: bookingWordsEn, hi: bookingWordsHi }).checkout;
  const state = initialWizardState(wizardStartFromQuery(url.searchParams, todayInHotel(info.now)));
  const formData = await request.formData();
  const fields = formFields(formData);
  const values = {
    name: fields.name ?? "",
    email: fields.email ?? "",
    phone: fields.phone ?? "",
    special_requests: fields.special_requests ?? "",
    company_name: fields.company_name ?? "",
    company_gstin: fields.company_gstin ?? "",
    billing_address: fields.billing_address ?? "",
  };
  if (state.step !== 4) {
    return { kind: "failed", message: w.stayChanged, values };
  }
  const guest = createGuestInfoSchema(bookingSchemaMessagesIn(lang)).safeParse(fields);
  if (!guest.success) {
    return { kind: "invalid", message: w.checkFields, fields: issuesToFieldErrors(guest.error), values };
  }
  const rates = new Map<number, TypeRate>();
  for (const rooms of Object.values(await loadAvailability(services, state))) for (const room of rooms) rates.set(room.id, room);
  const price = priceSelection(state, rates);
  if (!price) return { kind: "sold-out", message: w.noLongerAvailable, values };
  const meta = { ...submissionMeta(formData, context), lang };
  try {
    const result = await services.intake.submit("booking", bookingBody(state, price, guest.data, meta.turnstileToken ?? null), meta);
    const answer = interpretBookingAnswer(result.status, result.body, w.answers);
    return answer.kind === "confirmed" ? answer : { ...answer, values };
  } catch {
    return { kind: "failed", message: w.sendFailed, values };
  }
}
