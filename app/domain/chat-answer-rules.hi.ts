/**
 * Why the chat asks a booking question again, on a Hindi page (product-rules.md: Hindi): the same
 * checks as chat-answer-rules.ts, with the wizard's Hindi messages for the shared rules.
 */
import type { IsoDate } from "../content/hotel";
import { dayMonthYear } from "./calendar-days";
import { bookingSchemaMessagesHi } from "./booking-messages.hi";
import type { ChatAnswerMessages } from "./chat-answer-rules";
import { guestDateWordsHi } from "./parse-guest-date.hi";
import { roomTypes } from "./room-types";

/** "डीलक्स, सुपर डीलक्स, लग्ज़री या सुइट" */
const typeNames: Record<(typeof roomTypes)[number]["shortName"], string> = {
  Deluxe: "डीलक्स",
  "Super Deluxe": "सुपर डीलक्स",
  Luxury: "लग्ज़री",
  Suite: "सुइट",
};
const choices = roomTypes.map((type) => typeNames[type.shortName]);
const numeric = (date: IsoDate) => date.split("-").reverse().join("/");

export const chatAnswerMessagesHi: ChatAnswerMessages = {
  schema: bookingSchemaMessagesHi,
  nameLabel: "नाम",
  askName: "कृपया अपना नाम बताइए।",
  nameTooLong: (max) => `कृपया अपना नाम ${max} अक्षरों से छोटा रखें।`,
  notAName: "यह नाम जैसा नहीं लगता। कृपया अपना पूरा नाम लिखें, जैसे आशा वर्मा।",
  emailInvalid: "यह ईमेल पता सही नहीं लगता। कृपया name@example.com जैसा पता लिखें।",
  phoneAgain:
    "कृपया 10 अंकों का भारतीय मोबाइल नंबर लिखें, जैसे 98765 43210, या देश के कोड के साथ अपना नंबर, जैसे +44 20 7946 0958।",
  noDate: (which, example) =>
    `कृपया ${which === "checkIn" ? "चेक-इन" : "चेक-आउट"} की तारीख़ बताइए, जैसे ${dayMonthYear(example, "hi")}, ${numeric(example)} या "कल"।`,
  checkOutNotAfter: (message, checkIn) => `${message} (चेक-इन: ${guestDateWordsHi.dateText(checkIn)})।`,
  chooseRoomType: `कृपया इनमें से कोई एक चुनें: ${choices.slice(0, -1).join(", ")} या ${choices[choices.length - 1]}।`,
  sentence: (message) => (/[.!?।]$/.test(message) ? message : `${message}।`),
  dates: guestDateWordsHi,
};
