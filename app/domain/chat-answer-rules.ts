/**
 * The chat assistant's booking questions (product-rules.md: Chat assistant): each typed answer is
 * checked with the wizard's rules before the next question, and a bad answer is re-asked with a
 * reason the assistant can say as it is. The chat's final request is checked again by the chat
 * booking schema on the server.
 */
import { type IsoDate, hotel } from "../content/hotel";
import { bookingMessages } from "./booking-schema";
import { childOptionsFor } from "./guest-counts";
import { hasHiddenCharacters, hiddenCharactersMessage } from "./hidden-characters";
import { addDays, earliestCheckInFrom, isValidIsoDate } from "./hotel-date";
import { normalisePhone } from "./phone-numbers";
import { type RoomTypeName, findRoomType, roomTypeChoices } from "./room-types";
import { emailField, maxNameLength } from "./schema-fields";
import { checkInProblem, isCheckOutAfterCheckIn, isStayTooLong, stayTooLongMessage } from "./bookable-days";

export type AnswerCheck<T> = { ok: true; value: T } | { ok: false; reason: string };

const limits = hotel.limits;
const ok = <T>(value: T): AnswerCheck<T> => ({ ok: true, value });
const notOk = (reason: string): AnswerCheck<never> => ({ ok: false, reason });
const sentence = (message: string) => (/[.!?]$/.test(message) ? message : `${message}.`);

const emailSchema = emailField({ required: bookingMessages.emailRequired, invalid: bookingMessages.emailInvalid });

export function checkNameAnswer(answer: string): AnswerCheck<string> {
  const name = answer.trim().replace(/[\s\p{Cc}]+/gu, " ");
  if (name === "") return notOk("Please tell me your name.");
  if (hasHiddenCharacters(answer.trim())) return notOk(hiddenCharactersMessage("Your name"));
  if (name.length > maxNameLength) return notOk(`Please keep your name under ${maxNameLength} characters.`);
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

function dateFormatReason(what: string, example: IsoDate): string {
  return `Please enter the ${what} date as YYYY-MM-DD, for example ${example}.`;
}

export function checkCheckInAnswer(answer: string, context: { today: IsoDate }): AnswerCheck<IsoDate> {
  const date = answer.trim();
  if (!isValidIsoDate(date)) return notOk(dateFormatReason("check-in", earliestCheckInFrom(context.today)));
  const problem = checkInProblem(date, context.today, bookingMessages.checkInBeforeOpening);
  return problem ? notOk(sentence(problem)) : ok(date);
}

export function checkCheckOutAnswer(answer: string, context: { checkIn: IsoDate }): AnswerCheck<IsoDate> {
  const date = answer.trim();
  if (!isValidIsoDate(date)) return notOk(dateFormatReason("check-out", addDays(context.checkIn, 1)));
  if (!isCheckOutAfterCheckIn(context.checkIn, date)) {
    return notOk(`${bookingMessages.checkOutNotAfterCheckIn} (${context.checkIn}).`);
  }
  if (isStayTooLong(context.checkIn, date)) return notOk(stayTooLongMessage);
  return ok(date);
}

function wholeNumber(answer: string): number | null {
  const text = answer.trim();
  return /^\d{1,3}$/.test(text) ? Number(text) : null;
}

export function checkAdultsAnswer(answer: string): AnswerCheck<number> {
  const adults = wholeNumber(answer);
  if (adults !== null && adults >= limits.minAdults && adults <= limits.maxAdults) return ok(adults);
  return notOk(`Please enter a number of adults from ${limits.minAdults} to ${limits.maxAdults}.`);
}

export function checkChildrenAnswer(answer: string, context: { adults: number }): AnswerCheck<number> {
  const allowed = childOptionsFor({ adults: context.adults });
  const most = allowed[allowed.length - 1] ?? limits.minChildren;
  const children = wholeNumber(answer);
  if (children !== null && allowed.includes(children)) return ok(children);
  if (most === limits.minChildren) {
    const full = `A room takes at most ${limits.maxGuestsPerRoom} guests`;
    return notOk(`${full}, so with ${context.adults} adults there is no space for children. Please enter ${most}.`);
  }
  const cap =
    children !== null && children > most && most < limits.maxChildren
      ? ` A room takes at most ${limits.maxGuestsPerRoom} guests in all.`
      : "";
  return notOk(`Please enter a number of children from ${limits.minChildren} to ${most}.${cap}`);
}

export function checkRoomTypeAnswer(answer: string): AnswerCheck<RoomTypeName> {
  const type = findRoomType(answer);
  return type ? ok(type.name) : notOk(`Please choose one of: ${roomTypeChoices}.`);
}
