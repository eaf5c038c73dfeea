/**
 * The chat assistant's booking questions (product-rules.md: Chat assistant): each typed answer is
 * checked with the wizard's rules before the next question, and a bad answer is re-asked with a
 * reason the assistant can say as it is. The chat's final request is checked again by the chat
 * booking schema on the server.
 */
import type { IsoDate } from "../content/hotel";
import { bookingMessages } from "./booking-schema";
import { findRoomTypeIn } from "./chat-booking-slots";
import { addDays, earliestCheckInFrom } from "./hotel-date";
import { findGuestDates, guestDateText } from "./parse-guest-date";
import { normalisePhone } from "./phone-numbers";
import { type RoomTypeName, findRoomType, roomTypeChoices } from "./room-types";
import { emailField, maxNameLength, requiredLine, tooLongMessage } from "./schema-fields";
import { checkInProblem, isCheckOutAfterCheckIn, isStayTooLong, stayTooLongMessage } from "./bookable-days";

export type AnswerCheck<T> = { ok: true; value: T } | { ok: false; reason: string };

const ok = <T>(value: T): AnswerCheck<T> => ({ ok: true, value });
const notOk = (reason: string): AnswerCheck<never> => ({ ok: false, reason });
const sentence = (message: string) => (/[.!?]$/.test(message) ? message : `${message}.`);

const emailSchema = emailField({ required: bookingMessages.emailRequired, invalid: bookingMessages.emailInvalid });

/** "My name is Asha Verma" gives "Asha Verma". */
const introduction = /^\s*(?:my name is|my name's|name is|name:|i am|i'm|this is)\s+/i;
/** Letters of any script with their marks, spaces, dots, apostrophes and hyphens (ZWNJ and ZWJ too). */
const nameShape = /^[\p{L}\p{M}](?:[\p{L}\p{M} .'-]|\u200C|\u200D)*$/u;
/** A first word no one's name is: a question, a greeting or a reply. */
const notANameStart =
  /^(?:what|where|when|why|how|which|who|whose|is|are|am|do|does|did|can|could|will|would|may|shall|should|hi|hello|hey|namaste|ok|okay|yes|no|yeah|please|thanks|thank|book|i)\b/i;

export const notANameReason = "That doesn't look like a name. Please type your full name, for example Asha Verma.";

const nameRule = requiredLine(bookingMessages.nameRequired, "Your name");

/**
 * The wizard's name rule (one line, no hidden characters, at most 100 characters) plus what a chat
 * needs on top: a question, a greeting or a sentence is not a name, so it is never taken as one.
 */
export function checkNameAnswer(answer: string): AnswerCheck<string> {
  const parsed = nameRule.safeParse(answer.replace(introduction, ""));
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? bookingMessages.nameRequired;
    if (message === bookingMessages.nameRequired) return notOk("Please tell me your name.");
    if (message === tooLongMessage("Your name", maxNameLength)) return notOk(`Please keep your name under ${maxNameLength} characters.`);
    return notOk(sentence(message));
  }
  const name = parsed.data;
  if (!nameShape.test(name) || notANameStart.test(name)) return notOk(notANameReason);
  return ok(name);
}

export function checkEmailAnswer(answer: string): AnswerCheck<string> {
  const parsed = emailSchema.safeParse(answer);
  if (parsed.success) return ok(parsed.data);
  return notOk("That doesn't look like an email address. Please type one like name@example.com.");
}

export const phoneAgainReason =
  "Please enter a 10-digit Indian mobile number such as 98765 43210, or your number with its country code such as +44 20 7946 0958.";

export function checkPhoneAnswer(answer: string): AnswerCheck<string> {
  const phone = normalisePhone(answer);
  if (phone) return ok(phone);
  return notOk(phoneAgainReason);
}

function noDateReason(what: string, example: IsoDate): string {
  return `Please tell me the ${what} date, for example ${guestDateText(example).slice(4)}, ${example.split("-").reverse().join("/")} or "tomorrow".`;
}

/** The check-in day in any way a guest writes it (parse-guest-date.ts), then the stay rules. */
export function checkCheckInAnswer(answer: string, context: { today: IsoDate }): AnswerCheck<IsoDate> {
  const found = findGuestDates(answer, context.today);
  if (found.problem) return notOk(found.problem);
  const date = found.dates[0];
  if (!date) return notOk(noDateReason("check-in", earliestCheckInFrom(context.today)));
  return checkCheckInDate(date, context);
}

export function checkCheckInDate(date: IsoDate, context: { today: IsoDate }): AnswerCheck<IsoDate> {
  const problem = checkInProblem(date, context.today, bookingMessages.checkInBeforeOpening);
  return problem ? notOk(sentence(problem)) : ok(date);
}

/**
 * The check-out day: a date without a year is the first such day on or after the check-in (the
 * check-in day itself is then refused as not after it, which is what the guest needs to hear).
 */
export function checkCheckOutAnswer(answer: string, context: { checkIn: IsoDate }): AnswerCheck<IsoDate> {
  const found = findGuestDates(answer, context.checkIn);
  if (found.problem) return notOk(found.problem);
  const date = found.dates[0];
  if (!date) return notOk(noDateReason("check-out", addDays(context.checkIn, 1)));
  return checkCheckOutDate(date, context);
}

export function checkCheckOutDate(date: IsoDate, context: { checkIn: IsoDate }): AnswerCheck<IsoDate> {
  if (!isCheckOutAfterCheckIn(context.checkIn, date)) {
    return notOk(`${bookingMessages.checkOutNotAfterCheckIn} (${guestDateText(context.checkIn)}).`);
  }
  if (isStayTooLong(context.checkIn, date)) return notOk(stayTooLongMessage());
  return ok(date);
}

/** A room type named anywhere in the answer ("the suite please"), in any case. */
export function checkRoomTypeAnswer(answer: string): AnswerCheck<RoomTypeName> {
  const type = findRoomType(answer)?.name ?? findRoomTypeIn(answer);
  return type ? ok(type) : notOk(`Please choose one of: ${roomTypeChoices}.`);
}
