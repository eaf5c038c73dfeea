/**
 * What the date reader says back to a guest on a Hindi page (product-rules.md: Hindi): the same
 * checks as parse-guest-date.ts, with days written as Hindi pages write them ("शनि, 12 दिसंबर 2026").
 */
import type { IsoDate } from "../content/hotel";
import { dayAndMonth, weekdayDayMonthYear } from "./calendar-days";
import type { GuestDateWords } from "./parse-guest-date";

/** The month's Hindi name, from the one list of them (the 1st of that month in a leap year). */
const monthName = (month: number) => dayAndMonth(`2000-${String(month).padStart(2, "0")}-01` as IsoDate, "hi").replace(/^1 /, "");

export const guestDateWordsHi: GuestDateWords = {
  unreadable: "यह तारीख़ समझ में नहीं आई। कृपया पहले दिन लिखें, जैसे 14/12 या 14 दिसंबर।",
  noSuchDay: ({ day, month, year }) => `${day} ${monthName(month)}${year ? ` ${year}` : ""} जैसी कोई तारीख़ नहीं होती। कृपया तारीख़ जाँच लें।`,
  dateText: (date) => weekdayDayMonthYear(date, "hi"),
};
