/**
 * Dates as guests type them in the chat (product-rules.md: Chat assistant): "12 Dec", "Dec 12",
 * "12/12", "12-12-2026", "2026-12-12", "tomorrow", "this Saturday", ranges such as "12–14 Dec",
 * "12 to 14 Dec" or "12-14/12". Numbers are read day first, as Indians write them. A date without a
 * year is the next such day on or after today (hotel time), and the second date of a stay the next
 * such day after the first, so "30 Dec to 2 Jan" crosses the new year. Whether a day may be booked
 * is the stay rules' business, not the parser's: it only reads.
 */
import type { IsoDate } from "../content/hotel";
import { addDays, compareDates, isValidIsoDate } from "./hotel-date";

/**
 * What the parser says back to a guest, in one language (product-rules.md: Hindi): English here,
 * Hindi in parse-guest-date.hi.ts. Reading is the same in both: "12 दिसंबर", "कल" and "12 dec" are
 * understood whichever language the page is in.
 */
export interface GuestDateWords {
  /** Something that reads as a date but cannot be one ("12/13"). */
  unreadable: string;
  /** A day no calendar has ("31 November"): the day as the guest wrote it. */
  noSuchDay: (written: { day: number; month: number; year?: number }) => string;
  /** A day said back to the guest with its weekday, so a misreading shows. */
  dateText: (date: IsoDate) => string;
}

export interface GuestDates {
  /** The days found, in the order the guest wrote them (check-in first). At most two. */
  dates: IsoDate[];
  /** Said back to the guest when something that reads as a date is not a real day. */
  problem: string | null;
}

const monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];
const monthPattern = "(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
const weekdays = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];
const weekdayPattern = "(sun(?:day)?|mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:r(?:s(?:day)?)?)?|fri(?:day)?|sat(?:urday)?)";
const rangeWord = "\\s*(?:-|to|till|until|and)\\s*";

/** A day as written: the year only when the guest gave one. */
interface Written {
  day: number;
  month: number;
  year?: number;
}

type Found = { at: number; written: Written[] } | { at: number; dates: IsoDate[] };

const pad = (n: number) => String(n).padStart(2, "0");
const isoOf = (year: number, month: number, day: number) => `${String(year).padStart(4, "0")}-${pad(month)}-${pad(day)}` as IsoDate;
const monthOf = (name: string) => monthNames.findIndex((month) => month.toLowerCase().startsWith(name.slice(0, 3))) + 1;
const yearOf = (text: string | undefined) => (text === undefined ? undefined : text.length === 2 ? 2000 + Number(text) : Number(text));
const sayDay = (written: Written) => `${written.day} ${monthNames[written.month - 1] ?? `month ${written.month}`}${written.year ? ` ${written.year}` : ""}`;

function weekdayOf(date: IsoDate): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The next day with this weekday on or after `from` (or strictly after it). */
function nextWeekday(from: IsoDate, weekday: number, strictlyAfter: boolean): IsoDate {
  const ahead = (weekday - weekdayOf(from) + 7) % 7;
  return addDays(from, ahead === 0 && strictlyAfter ? 7 : ahead);
}

/** The written day as a calendar date: a missing year is the first on or after `from`. */
function resolve(written: Written, from: IsoDate, words: GuestDateWords): IsoDate | string {
  if (written.month < 1 || written.month > 12 || written.day < 1 || written.day > 31) return words.unreadable;
  if (written.year !== undefined) {
    const date = isoOf(written.year, written.month, written.day);
    return isValidIsoDate(date) ? date : words.noSuchDay(written);
  }
  const startYear = Number(from.slice(0, 4));
  // Eight years always include a 29 February; a day no year has (31 November) is refused.
  for (let year = startYear; year < startYear + 8; year++) {
    const date = isoOf(year, written.month, written.day);
    if (isValidIsoDate(date) && compareDates(date, from) >= 0) return date;
  }
  return words.noSuchDay(written);
}

/** Each pattern, most specific first; a matched span is blanked so a shorter pattern cannot read it again. */
const patterns: { pattern: RegExp; read: (match: RegExpExecArray, today: IsoDate) => Written[] | IsoDate[] }[] = [
  {
    pattern: /\b(\d{4})-(\d{1,2})-(\d{1,2})\b/g,
    read: (m) => [{ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }],
  },
  {
    // 12-14 Dec, 12 to 14 December 2026
    pattern: new RegExp(`\\b(\\d{1,2})${rangeWord}(\\d{1,2})\\s*(?:of\\s+)?${monthPattern}(?:,?\\s*(\\d{4}))?\\b`, "g"),
    read: (m) => {
      const [month, year] = [monthOf(m[3]), yearOf(m[4])];
      return [
        { day: Number(m[1]), month, year },
        { day: Number(m[2]), month, year },
      ];
    },
  },
  {
    // Dec 12-14, December 12 to 14, 2026
    pattern: new RegExp(`\\b${monthPattern}\\s*(\\d{1,2})${rangeWord}(\\d{1,2})\\b(?:,?\\s*(\\d{4}))?`, "g"),
    read: (m) => {
      const [month, year] = [monthOf(m[1]), yearOf(m[4])];
      return [
        { day: Number(m[2]), month, year },
        { day: Number(m[3]), month, year },
      ];
    },
  },
  {
    // 12-14/12, 12-14/12/2026
    pattern: /\b(\d{1,2})\s*-\s*(\d{1,2})[/.](\d{1,2})(?:[/.](\d{4}|\d{2}))?\b/g,
    read: (m) => {
      const [month, year] = [Number(m[3]), yearOf(m[4])];
      return [
        { day: Number(m[1]), month, year },
        { day: Number(m[2]), month, year },
      ];
    },
  },
  {
    // 12 Dec, 12th of December, 12-dec-2026
    pattern: new RegExp(`\\b(\\d{1,2})[\\s-]*(?:of\\s+)?${monthPattern}(?:[,\\s-]*(\\d{4}))?\\b`, "g"),
    read: (m) => [{ day: Number(m[1]), month: monthOf(m[2]), year: yearOf(m[3]) }],
  },
  {
    // Dec 12, December 12, 2026
    pattern: new RegExp(`\\b${monthPattern}\\s*(\\d{1,2})\\b(?:,?\\s*(\\d{4}))?`, "g"),
    read: (m) => [{ day: Number(m[2]), month: monthOf(m[1]), year: yearOf(m[3]) }],
  },
  {
    // 12/12/2026, 12-12-2026, 12.12.26
    pattern: /\b(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})\b/g,
    read: (m) => [{ day: Number(m[1]), month: Number(m[3]), year: yearOf(m[4]) }],
  },
  {
    // 12/12 (never with a hyphen: "2-3 adults" is not a date)
    pattern: /\b(\d{1,2})[/.](\d{1,2})\b/g,
    read: (m) => [{ day: Number(m[1]), month: Number(m[2]) }],
  },
  {
    pattern: /\b(?:the\s+)?day\s+after\s+(?:tomorrow|tmrw|tomorow|tommorow|tommorrow)\b/g,
    read: (_m, today) => [addDays(today, 2)],
  },
  {
    pattern: /\b(?:tomorrow|tmrw|tomorow|tommorow|tommorrow|tmr)\b/g,
    read: (_m, today) => [addDays(today, 1)],
  },
  {
    pattern: /\b(?:today|tonight)\b/g,
    read: (_m, today) => [today],
  },
  {
    // "this saturday" / "saturday": the coming one, today included; "next friday": the first after today.
    pattern: new RegExp(`\\b(?:(this|next|coming|on)\\s+)?${weekdayPattern}\\b`, "g"),
    read: (m, today) => {
      const weekday = weekdays.findIndex((name) => name.startsWith(m[2].slice(0, 3)));
      return [nextWeekday(today, weekday, m[1] === "next")];
    },
  },
];

/** Devanagari digits as the Latin ones the readers know: "१२" → "12". */
export function latinDigits(text: string): string {
  return text.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));
}

/**
 * A Devanagari word on its own (not inside a longer word), for text already in NFC; JavaScript's
 * `\b` only knows Latin letters. A nukta is written `\u093C?` where guests may leave it out.
 */
export function hindiWords(alternatives: string, flags = "gu"): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{M}])(?:${alternatives.normalize("NFC")})(?![\\p{L}\\p{M}])`, flags);
}

/**
 * Hindi and Hinglish date words as the English ones the patterns read: "12 से 14 दिसंबर" → "12 to
 * 14 dec", "कल" → "tomorrow", "अगले शुक्रवार" → "next friday".
 */
const hindiDateWords: readonly [RegExp, string][] = [
  [hindiWords("जनवरी"), "jan"],
  [hindiWords("फ\u093C?रवरी"), "feb"],
  [hindiWords("मार्च"), "mar"],
  [hindiWords("अप्रैल|अप्रेल"), "apr"],
  [hindiWords("मई"), "may"],
  [hindiWords("जून"), "jun"],
  [hindiWords("जुलाई"), "jul"],
  [hindiWords("अगस्त"), "aug"],
  [hindiWords("सितंबर|सितम्बर"), "sep"],
  [hindiWords("अक्टूबर|अक्तूबर"), "oct"],
  [hindiWords("नवंबर|नवम्बर"), "nov"],
  [hindiWords("दिसंबर|दिसम्बर"), "dec"],
  [hindiWords("परसों|परसो"), "day after tomorrow"],
  [hindiWords("कल"), "tomorrow"],
  [hindiWords("आज"), "today"],
  [hindiWords("रविवार|इतवार"), "sunday"],
  [hindiWords("सोमवार"), "monday"],
  [hindiWords("मंगलवार"), "tuesday"],
  [hindiWords("बुधवार"), "wednesday"],
  [hindiWords("गुरुवार|बृहस्पतिवार"), "thursday"],
  [hindiWords("शुक्रवार"), "friday"],
  [hindiWords("शनिवार"), "saturday"],
  [hindiWords("इस|इसी"), "this"],
  [hindiWords("अगले|अगला|अगली"), "next"],
  [hindiWords("से"), " to "],
  [hindiWords("तक|को"), " "],
  [/\bparso(?:n|on)?\b/g, "day after tomorrow"],
  [/\bkal\b/g, "tomorrow"],
  [/\baaj\b/g, "today"],
  [/\bagle\b/g, "next"],
  [/\bse\b/g, " to "],
  [/\btak\b/g, " "],
];

function normalise(text: string): string {
  const lower = latinDigits(text.normalize("NFC")).toLowerCase();
  return hindiDateWords
    .reduce((result, [pattern, english]) => result.replace(pattern, english), lower)
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/(\d)(?:st|nd|rd|th)\b/g, "$1");
}

/** Every date in `text`, with `today` in hotel time; a date that is no real day is said in `words`. */
export function findGuestDates(text: string, today: IsoDate, words: GuestDateWords = guestDateWordsEn): GuestDates {
  let rest = normalise(text);
  const found: Found[] = [];
  for (const { pattern, read } of patterns) {
    rest = rest.replace(pattern, (...args) => {
      const match = args.slice(0, -2) as unknown as RegExpExecArray;
      const at = args[args.length - 2] as number;
      const value = read(match, today);
      found.push(typeof value[0] === "string" ? { at, dates: value as IsoDate[] } : { at, written: value as Written[] });
      return " ".repeat(match[0].length);
    });
  }
  found.sort((a, b) => a.at - b.at);

  const dates: IsoDate[] = [];
  for (const item of found) {
    if ("dates" in item) {
      dates.push(...item.dates);
      continue;
    }
    for (const written of item.written) {
      // The second day of a stay is the first such day after the check-in, not after today.
      const previous = dates[dates.length - 1];
      const from = previous && written.year === undefined ? addDays(previous, 1) : today;
      const date = resolve(written, from, words);
      if (!isValidIsoDate(date)) return { dates: [], problem: date };
      dates.push(date);
    }
  }
  return { dates: dates.slice(0, 2), problem: null };
}

/** "Sat 12 Dec 2026": a day said back to the guest with its weekday, so a misreading shows. */
export function guestDateText(date: IsoDate): string {
  const [year, month, day] = date.split("-").map(Number);
  const weekday = weekdays[weekdayOf(date)];
  return `${weekday.charAt(0).toUpperCase()}${weekday.slice(1, 3)} ${day} ${monthNames[month - 1].slice(0, 3)} ${year}`;
}

export const guestDateWordsEn: GuestDateWords = {
  unreadable: "I couldn't read that as a date. Please write the day first, like 14/12 or 14 Dec.",
  noSuchDay: (written) => `There is no ${sayDay(written)}. Please check the date.`,
  dateText: guestDateText,
};
