import { describe, expect, it } from "vitest";
import type { IntakeResult } from "~/server/app-services";
import { diningMessagesHi } from "~/domain/dining-schema.hi";
import { contactMessagesHi, eventMessagesHi } from "~/domain/enquiry-schemas.hi";
import { membershipMessagesHi } from "~/domain/membership-schema.hi";
import { diningAction } from "../dining/dining-action.server";
import { tableBookingWordsHi } from "../dining/dining-words.hi";
import { contactAction } from "../contact/contact-action.server";
import { contactPageWordsHi } from "../contact/contact-words.hi";
import { enquiryDialogWordsHi } from "../dialogs/enquiry-dialog-words.hi";
import { eventFormWordsHi } from "../dialogs/event-form-words.hi";
import { joinNowWordsHi } from "../membership/membership-words.hi";
import { enquiryDialogAction } from "../dialogs/enquiry-dialog-action.server";
import { eventAction } from "../../site/events/event-action.server";
import { membershipAction } from "../membership/membership-action.server";
import { contextAnswering } from "./intake-test-support";

function post(fields: Record<string, string>, path = "/Contact"): Request {
  return new Request(`http://localhost${path}`, { method: "POST", body: new URLSearchParams(fields) });
}

const created: IntakeResult = { status: 201, body: { data: { id: "ABC" } } };

describe("form actions (no JavaScript): form fields → JSON types → the intake", () => {
  it("sends the checked fields with the key, client IP, clock and Turnstile token, and clears on success", async () => {
    const { context, calls } = contextAnswering(created);
    const answer = await contactAction({
      request: post({
        name: "  Asha  Verma ",
        email: "asha@example.com",
        phone: "+91 98765 43210",
        message: "Hello",
        idempotency_key: "key-1",
        "cf-turnstile-response": "token-1",
      }),
      context,
    });
    expect(calls).toHaveLength(1);
    expect(calls[0].kind).toBe("contact");
    expect(calls[0].body).toEqual({ name: "Asha Verma", email: "asha@example.com", phone: "+919876543210", message: "Hello" });
    expect(calls[0].meta).toEqual({
      idempotencyKey: "key-1",
      clientIp: "203.0.113.7",
      now: new Date("2026-11-21T06:00:00Z"),
      turnstileToken: "token-1",
      lang: "en",
    });
    expect(answer).toMatchObject({ form: "contact", outcome: "success", message: "Message sent successfully!", values: {} });
  });

  it("answers field messages itself without calling the intake, keeping what was typed", async () => {
    const { context, calls } = contextAnswering(created);
    const answer = await contactAction({ request: post({ name: "Asha", email: "nope", phone: "", message: "" }), context });
    expect(calls).toHaveLength(0);
    expect(answer).toMatchObject({
      outcome: "invalid",
      message: "Failed to send message.",
      fieldErrors: { email: "Invalid email format", phone: "Phone number is required", message: "Message is required" },
      values: { name: "Asha", email: "nope", phone: "", message: "" },
    });
  });

  it("turns counts into numbers and keeps the event form filled after success", async () => {
    const { context, calls } = contextAnswering(created);
    const fields = {
      name: "Ritika",
      email: "ritika@example.com",
      phone: "98765 43210",
      event_type: "Wedding",
      event_date: "2027-02-14",
      number_of_guests: "180",
      requirements: "",
    };
    const answer = await eventAction({ request: post(fields), context });
    expect(calls[0].body).toMatchObject({ number_of_guests: 180, event_type: "Wedding", requirements: "" });
    expect(answer).toMatchObject({ outcome: "success", message: "Event enquiry submitted successfully!", values: fields });
  });

  it("joins the phone field's country-code select and number, as the hydrated form does", async () => {
    const { context, calls } = contextAnswering(created);
    const fields = { name: "Ann", email: "ann@example.com", phone: "020 7946 0958", phone_country: "+44", message: "Hi" };
    const answer = await contactAction({ request: post(fields), context });
    expect(calls[0].body).toEqual({ name: "Ann", email: "ann@example.com", phone: "+442079460958", message: "Hi" });
    expect(answer).toMatchObject({ outcome: "success" });

    const refused = await contactAction({ request: post({ ...fields, phone: "12", phone_country: "+971" }), context });
    // What the guest typed comes back with its code, so the field shows the same choice again.
    expect(refused).toMatchObject({ outcome: "invalid", values: { phone: "+971 12" } });

    const entry = { intent: "register", method: "mobile", mobile: "50 123 4567", mobile_country: "+971", terms: "on" };
    await membershipAction({ request: post(entry), context });
    expect(calls[1]).toMatchObject({ body: { method: "mobile", mobile: "+971501234567" } });
  });

  it("passes on the intake's refusal with the original site's failure message", async () => {
    const { context } = contextAnswering({ status: 429, body: { error: { code: "rate_limited", message: "Too many requests." } } });
    const answer = await contactAction({
      request: post({ name: "Asha", email: "asha@example.com", phone: "9876543210", message: "Hi" }),
      context,
    });
    expect(answer).toMatchObject({ outcome: "failed", message: "Failed to send message.", detail: "Too many requests." });
  });

  it("/joinNow: Continue only checks and answers that sign-in is not open; Register sends membership interest", async () => {
    const { context, calls } = contextAnswering(created);
    const entry = { method: "mobile", mobile: "98765 43210", terms: "on" };
    const checked = await membershipAction({ request: post({ intent: "continue", ...entry }), context });
    expect(calls).toHaveLength(0);
    expect(checked).toMatchObject({ form: "membership", outcome: "success", message: "Online member sign-in is not open yet." });

    const registered = await membershipAction({ request: post({ intent: "register", ...entry }), context });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ kind: "membership-interest", body: { method: "mobile", mobile: "+919876543210", terms: true } });
    expect(registered).toMatchObject({ form: "membership-interest", outcome: "success" });
  });

  it("Spa and Gym dialogs: the message names the treatment or programme first, so the front desk can route it", async () => {
    const { context, calls } = contextAnswering(created);
    const guest = { name: "Kavita Sharma", email: "kavita@example.com", phone: "98765 43210" };
    const message = "I would like to book the Deep Tissue Massage on Saturday at 5 PM.";
    const answer = await enquiryDialogAction({ request: post({ ...guest, kind: "spa", topic: "Deep Tissue Massage", message }), context });
    expect(calls[0]).toMatchObject({ kind: "contact", body: { message: `Spa booking request: Deep Tissue Massage\n\n${message}` } });
    expect(answer).toMatchObject({ form: "enquiry-spa", outcome: "success" });

    await enquiryDialogAction({ request: post({ ...guest, kind: "gym", topic: "Yoga at Sunrise", message: "Mornings" }), context });
    expect(calls[1]).toMatchObject({ body: { message: "Fitness programme enquiry: Yoga at Sunrise\n\nMornings" } });
  });
});

describe("form actions on a Hindi page answer in Hindi (product-rules.md: Hindi)", () => {
  const guest = { name: "आशा", email: "asha@example.com", phone: "98765 43210" };

  it("the contact form: Hindi field messages, the Hindi note, and the page's language to the intake", async () => {
    const { context, calls } = contextAnswering(created);
    const invalid = await contactAction({ request: post({ name: "", email: "nope", phone: "", message: "" }, "/hi/Contact"), context });
    expect(calls).toHaveLength(0);
    expect(invalid).toMatchObject({
      outcome: "invalid",
      message: contactPageWordsHi.messages.failure,
      note: "कृपया निशान लगी 4 जानकारियाँ एक बार जाँच लें।",
      fieldErrors: {
        name: contactMessagesHi.nameRequired,
        email: contactMessagesHi.emailInvalid,
        phone: contactMessagesHi.phoneRequired,
        message: contactMessagesHi.messageRequired,
      },
    });
    const sent = await contactAction({ request: post({ ...guest, message: "नमस्ते" }, "/hi/Contact.data"), context });
    expect(sent).toMatchObject({ outcome: "success", message: contactPageWordsHi.messages.success });
    expect(calls[0].meta.lang).toBe("hi");
  });

  it("a refusal's reason in Hindi, by its code, with the hotel's phone and e-mail", async () => {
    const { context } = contextAnswering({ status: 503, body: { error: { code: "forms_unavailable", message: "Online forms are closed." } } });
    const answer = await contactAction({ request: post({ ...guest, message: "नमस्ते" }, "/hi/Contact"), context });
    expect(answer).toMatchObject({ outcome: "failed", message: contactPageWordsHi.messages.failure });
    expect(answer.detail).toContain("+91 90000 00001");
    expect(answer.detail).not.toMatch(/Online|forms/);
    // An English page keeps the server's own words.
    const english = await contactAction({ request: post({ ...guest, message: "Hello" }), context });
    expect(english).toMatchObject({ detail: "Online forms are closed.", message: "Failed to send message." });
  });

  it("the table, event, membership and dialog forms", async () => {
    const { context } = contextAnswering(created);
    const dining = await diningAction({ request: post({ full_name: "", time: "23:30" }, "/hi/DiningBookingForm"), context });
    expect(dining).toMatchObject({
      message: tableBookingWordsHi.messages.failure,
      fieldErrors: { full_name: diningMessagesHi.fullNameRequired, time: diningMessagesHi.timeOutsideHours },
    });
    const event = await eventAction({ request: post({ ...guest, event_type: "Party" }, "/hi/Event"), context });
    expect(event).toMatchObject({ message: eventFormWordsHi.messages.failure, fieldErrors: { event_date: eventMessagesHi.eventDateRequired } });
    const checked = await membershipAction({ request: post({ intent: "continue", method: "email", email: "x" }, "/hi/joinNow"), context });
    expect(checked).toMatchObject({
      form: "membership",
      message: joinNowWordsHi.continueMessages.failure,
      fieldErrors: { email: membershipMessagesHi.emailInvalid, terms: membershipMessagesHi.termsRequired },
    });
    const notOpen = await membershipAction({
      request: post({ intent: "continue", method: "email", email: "asha@example.com", terms: "on" }, "/hi/joinNow"),
      context,
    });
    expect(notOpen).toMatchObject({ outcome: "success", message: joinNowWordsHi.continueMessages.success });
    const registered = await membershipAction({
      request: post({ intent: "register", method: "email", email: "asha@example.com", terms: "on" }, "/hi/joinNow"),
      context,
    });
    expect(registered).toMatchObject({ outcome: "success", message: joinNowWordsHi.interestMessages.success });
    const dialog = await enquiryDialogAction({ request: post({ ...guest, kind: "gym", topic: "योग", message: "" }, "/hi/Gym"), context });
    expect(dialog).toMatchObject({ form: "enquiry-gym", message: enquiryDialogWordsHi.messages.failure, fieldErrors: { message: contactMessagesHi.messageRequired } });
  });
});
