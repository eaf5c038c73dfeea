/**
 * The chat assistant's booking questions (product-rules.md: Chat assistant): each typed answer is
 * checked with the wizard's rules before the next question, and a bad answer is re-asked with a
 * reason the assistant can say as it is. The chat's final request is checked again by the chat
 * booking schema on the server.
 */
import type { IsoDate } from "../content/hotel";
import { type BookingSchemaMessages, bookingSchemaMessagesEn } from "./booking-schema";
import { findRoomTypeIn } from "./chat-booking-slots";
import { addDays, earliestCheckInFrom } from "./hotel-date";
import { type GuestDateWords, findGuestDates, guestDateText, guestDateWordsEn } from "./parse-guest-date";
import { normalisePhone } from "./phone-numbers";
import { type RoomTypeName, findRoomType, roomTypeChoices } from "./room-types";
import { emailField, maxNameLength, requiredLine, tooLongMessage } from "./schema-fields";
import { checkInProblem, isCheckOutAfterCheckIn, isStayTooLong, stayTooLongMessage } from "./bookable-days";

export type AnswerCheck<T> = { ok: true; value: T } | { ok: false; reason: string };

/**
 * The reasons an answer is asked again, in one language (product-rules.md: Hindi): English here,
 * Hindi in chat-answer-rules.hi.ts. The wizard's own rules give their messages in `schema`.
 */
export interface ChatAnswerMessages {
  /** The wizard's messages in this language (the name, e-mail and date rules). */
  schema: BookingSchemaMessages;
  /** The name field as the name rule's messages name it. */
  nameLabel: string;
  askName: string;
  nameTooLong: (max: number) => string;
  notAName: string;
  emailInvalid: string;
  phoneAgain: string;
  /** No date in the answer: what to type, with `example` as the example day. */
  noDate: (which: "checkIn" | "checkOut", example: IsoDate) => string;
  /** The wizard's message for a check-out not after the check-in, naming the check-in. */
  checkOutNotAfter: (message: string, checkIn: IsoDate) => string;
  chooseRoomType: string;
  /** A schema message as a sentence: its full stop added when it has none. */
  sentence: (message: string) => string;
  dates: GuestDateWords;
}

const ok = <T>(value: T): AnswerCheck<T> => ({ ok: true, value });
const notOk = (reason: string): AnswerCheck<never> => ({ ok: false, reason });
const sentence = (message: string) => (/[.!?]$/.test(message) ? message : `${message}.`);

export const notANameReason = "That doesn't look like a name. Please type your full name, for example Asha Verma.";

export const phoneAgainReason =
  "Please enter a 10-digit Indian mobile number such as 98765 43210, or your number with its country code such as +44 20 7946 0958.";

export const chatAnswerMessagesEn: ChatAnswerMessages = {
  schema: bookingSchemaMessagesEn,
  nameLabel: "Your name",
  askName: "Please tell me your name.",
  nameTooLong: (max) => `Please keep your name under ${max} characters.`,
  notAName: notANameReason,
  emailInvalid: "That doesn't look like an email address. Please type one like name@example.com.",
  phoneAgain: phoneAgainReason,
  noDate: (which, example) =>
    `Please tell me the ${which === "checkIn" ? "check-in" : "check-out"} date, for example ${guestDateText(example).slice(4)}, ${example.split("-").reverse().join("/")} or "tomorrow".`,
  checkOutNotAfter: (message, checkIn) => `${message} (${guestDateText(checkIn)}).`,
  chooseRoomType: `Please choose one of: ${roomTypeChoices}.`,
  sentence,
  dates: guestDateWordsEn,
};

/** "My name is Asha Verma" gives "Asha Verma"; so do "मेरा नाम आशा वर्मा है" and "mera naam Asha hai". */
const introduction = /^\s*(?:my name is|my name's|name is|name:|i am|i'm|this is|मेरा नाम|mera naam|mera nam|नाम|मैं)\s+/i;
const introductionEnd = /\s+(?:है|हूँ|हूं|hai|hoon|hun)\s*[.!।]?\s*$/i;
/** Letters of any script with their marks, spaces, dots, apostrophes and hyphens (ZWNJ and ZWJ too). */
const nameShape = /^[\p{L}\p{M}](?:[\p{L}\p{M} .'-]|\u200C|\u200D)*$/u;
/** A first word no one's name is: a question, a greeting or a reply. */
const notANameStart =
  /^(?:what|where|when|why|how|which|who|whose|is|are|am|do|does|did|can|could|will|would|may|shall|should|hi|hello|hey|namaste|ok|okay|yes|no|yeah|please|thanks|thank|book|i)\b/i;
const notAHindiNameStart =
  /^(?:क्या|कहाँ|कहां|कब|कैसे|कितना|कितनी|कितने|कौन|क्यों|नमस्ते|नमस्कार|हाँ|हां|नहीं|जी|धन्यवाद|शुक्रिया|कृपया|बुक|बुकिंग|kya|kahan|kaise|kitna|haan|nahi|nahin)(?![\p{L}\p{M}])/iu;

/**
 * The wizard's name rule (one line, no hidden characters, at most 100 characters) plus what a chat
 * needs on top: a question, a greeting or a sentence is not a name, so it is never taken as one.
 */
export function checkNameAnswer(answer: string, m: ChatAnswerMessages = chatAnswerMessagesEn): AnswerCheck<string> {
  const required = m.schema.booking.nameRequired;
  const stated = answer.replace(introduction, "");
  const nameRule = requiredLine(required, m.nameLabel, maxNameLength, m.schema.fields);
  const parsed = nameRule.safeParse(stated === answer ? stated : stated.replace(introductionEnd, ""));
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? required;
    if (message === required) return notOk(m.askName);
    if (message === tooLongMessage(m.nameLabel, maxNameLength, m.schema.fields)) return notOk(m.nameTooLong(maxNameLength));
    return notOk(m.sentence(message));
  }
  const name = parsed.data;
  if (!nameShape.test(name) || notANameStart.test(name) || notAHindiNameStart.test(name)) return notOk(m.notAName);
  return ok(name);
}

export function checkEmailAnswer(answer: string, m: ChatAnswerMessages = chatAnswerMessagesEn): AnswerCheck<string> {
  const { emailRequired, emailInvalid, emailLabel } = m.schema.booking;
  const parsed = emailField({ required: emailRequired, invalid: emailInvalid, emailLabel }, m.schema.fields).safeParse(answer);
  if (parsed.success) return ok(parsed.data);
  return notOk(m.emailInvalid);
}

export function checkPhoneAnswer(answer: string, m: ChatAnswerMessages = chatAnswerMessagesEn): AnswerCheck<string> {
  const phone = normalisePhone(answer);
  if (phone) return ok(phone);
  return notOk(m.phoneAgain);
}

/**
 * The first day of an answer in any way a guest writes it (parse-guest-date.ts; a day without a
 * year is the first such day on or after `from`), then that day's own rules (`check`).
 */
function checkDateAnswer(
  answer: string,
  from: IsoDate,
  m: ChatAnswerMessages,
  noDate: () => string,
  check: (date: IsoDate) => AnswerCheck<IsoDate>,
): AnswerCheck<IsoDate> {
  const found = findGuestDates(answer, from, m.dates);
  if (found.problem) return notOk(found.problem);
  const date = found.dates[0];
  return date ? check(date) : notOk(noDate());
}

/** The check-in day, then the stay rules. */
export function checkCheckInAnswer(
  answer: string,
  context: { today: IsoDate },
  m: ChatAnswerMessages = chatAnswerMessagesEn,
): AnswerCheck<IsoDate> {
  const noDate = () => m.noDate("checkIn", earliestCheckInFrom(context.today));
  return checkDateAnswer(answer, context.today, m, noDate, (date) => checkCheckInDate(date, context, m));
}

export function checkCheckInDate(
  date: IsoDate,
  context: { today: IsoDate },
  m: ChatAnswerMessages = chatAnswerMessagesEn,
): AnswerCheck<IsoDate> {
  const problem = checkInProblem(date, context.today, m.schema.booking.checkInBeforeOpening, m.schema.days);
  return problem ? notOk(m.sentence(problem)) : ok(date);
}

/**
 * The check-out day: a date without a year is the first such day on or after the check-in (the
 * check-in day itself is then refused as not after it, which is what the guest needs to hear).
 */
export function checkCheckOutAnswer(
  answer: string,
  context: { checkIn: IsoDate },
  m: ChatAnswerMessages = chatAnswerMessagesEn,
): AnswerCheck<IsoDate> {
  const noDate = () => m.noDate("checkOut", addDays(context.checkIn, 1));
  return checkDateAnswer(answer, context.checkIn, m, noDate, (date) => checkCheckOutDate(date, context, m));
}

export function checkCheckOutDate(
  date: IsoDate,
  context: { checkIn: IsoDate },
  m: ChatAnswerMessages = chatAnswerMessagesEn,
): AnswerCheck<IsoDate> {
  if (!isCheckOutAfterCheckIn(context.checkIn, date)) {
    return notOk(m.checkOutNotAfter(m.schema.booking.checkOutNotAfterCheckIn, context.checkIn));
  }
  if (isStayTooLong(context.checkIn, date)) return notOk(stayTooLongMessage(m.schema.days));
  return ok(date);
}

/** A room type named anywhere in the answer ("the suite please", "सुइट"), in any case. */
export function checkRoomTypeAnswer(answer: string, m: ChatAnswerMessages = chatAnswerMessagesEn): AnswerCheck<RoomTypeName> {
  const type = findRoomType(answer)?.name ?? findRoomTypeIn(answer);
  return type ? ok(type) : notOk(m.chooseRoomType);
}
