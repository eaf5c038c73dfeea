/**
 * What a guest's message already says about the stay they want (product-rules.md: Chat assistant):
 * "book 2 rooms 12–14 Dec for 4 adults", "room for 2 adults and 1 child tomorrow for 2 nights", "a
 * suite for a couple this saturday". The chat keeps what it finds and asks only for the rest.
 */
import type { IsoDate } from "../content/hotel";
import { addDays } from "./hotel-date";
import { type GuestDateWords, findGuestDates, guestDateWordsEn, hindiWords, latinDigits } from "./parse-guest-date";
import { type RoomTypeName, roomTypes } from "./room-types";

export interface BookingSlots {
  checkIn?: IsoDate;
  checkOut?: IsoDate;
  /** "for 2 nights": the check-out counted from the check-in, whenever that is given. */
  nights?: number;
  rooms?: number;
  adults?: number;
  children?: number;
  roomType?: RoomTypeName;
  /** A date the guest wrote that is no real day, said back as it is. */
  dateProblem?: string;
}

const numberWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
// Digits may touch the noun ("2rooms"); words may not ("arms" is not "a rms").
const countPattern = `(?:(\\d{1,2})\\s*|(a|an|${numberWords.join("|")})\\s+)`;

function countOf(word: string): number {
  if (word === "a" || word === "an") return 1;
  const spelled = numberWords.indexOf(word);
  return spelled >= 0 ? spelled : Number(word);
}

function counted(text: string, nouns: string): number | undefined {
  const match = new RegExp(`\\b${countPattern}\\s*(?:x\\s*)?(?:${nouns})\\b`).exec(text);
  return match ? countOf(match[1] ?? match[2]) : undefined;
}

// "2 rooms", "2 deluxe rooms", "2 suites"
const roomNouns = "(?:(?:super\\s+)?deluxe\\s+|luxury\\s+|suite\\s+)?(?:rooms?|rms?)|suites?";
const adultNouns = "adults?|adluts?|adlts?|grown[- ]?ups?|persons?|people|pax|guests?|members?";
const childNouns = "child(?:ren)?|childern|chidren|childs|kids?";

/**
 * Hindi and Hinglish words for what the readers below know in English, longer phrases first: "2
 * कमरे" reads as "2 rooms", "4 लोगों" as "4 adults", "सुपर डीलक्स" as "super deluxe", "दो बच्चे" as
 * "2 children". A guest on either language's page may write either language.
 */
const hindiSlotWords: readonly [RegExp, string][] = [
  [hindiWords("पति[- ]?पत्नी|मियाँ[- ]?बीवी"), "a couple"],
  [hindiWords("बिना बच्चों|बच्चे नहीं"), "no kids"],
  [hindiWords("सुपर"), "super"],
  [hindiWords("डीलक्स|डिलक्स|डीलक्\u094Dस"), "deluxe"],
  [hindiWords("लग\u094Dज\u093C?री|लक\u094Dज\u093C?री"), "luxury"],
  [hindiWords("सुइट|सुईट|स\u094Dवीट"), "suite"],
  [hindiWords("कमरों|कमरे|कमरा|रूम"), "rooms"],
  [hindiWords("वयस\u094Dकों|वयस\u094Dक|लोगों|लोग|व\u094Dयक\u094Dतियों|व\u094Dयक\u094Dति|मेहमानों|मेहमान|बड़ों|बड़े|सदस\u094Dयों|सदस\u094Dय"), "adults"],
  [hindiWords("बच\u094Dचों|बच\u094Dचे|बच\u094Dचा|बच\u094Dची|बच\u094Dचियाँ"), "children"],
  [hindiWords("रातों|रातें|रात"), "nights"],
  [/\b(?:kamron|kamro|kamre|kamra)\b/g, "rooms"],
  [/\b(?:logon|logo|log|vyakti|bade|bado|badon|mehmaan|mehman)\b/g, "adults"],
  [/\b(?:bachchon|bacchon|bachon|bachche|bacche|bachhe|bache|bachcha|baccha|bacha)\b/g, "children"],
  [/\b(?:raaton|raatein|raaten|raate|raat)\b/g, "nights"],
];

const countNouns = "rooms|adults|children|nights|a couple|deluxe|super|luxury|suite";
const hindiNumbers = ["शून्य", "एक", "दो", "तीन", "चार", "पाँच|पांच", "छह|छः", "सात", "आठ", "नौ", "दस"];
const hinglishNumbers = ["shunya", "ek", "do", "teen|tin", "char|chaar", "paanch|panch", "chhe|che|chhah", "saat", "aath|aat", "nau", "das"];

/** Number words before a noun as digits: "दो कमरे" → "2 rooms" (never "भेज दो", which counts nothing). */
function countsAsDigits(text: string): string {
  return [...hindiNumbers.entries(), ...hinglishNumbers.entries()].reduce((result, [n, words]) => {
    const before = /[a-z]/.test(words) ? `\\b(?:${words})` : `(?<![\\p{L}\\p{M}])(?:${words.normalize("NFC")})`;
    return result.replace(new RegExp(`${before}\\s+(?=(?:${countNouns})\\b)`, "gu"), `${n} `);
  }, text);
}

/** The message as the readers below read it: lower case, Latin digits, Hindi words in English. */
export function slotText(text: string): string {
  const lower = latinDigits(text.normalize("NFC")).toLowerCase();
  return countsAsDigits(hindiSlotWords.reduce((result, [pattern, english]) => result.replace(pattern, ` ${english} `), lower));
}

/** Room types by how they are written, the longer name first so "super deluxe" is not read as "deluxe". */
const typesByLength = [...roomTypes].sort((a, b) => b.shortName.length - a.shortName.length);

export function findRoomTypeIn(text: string): RoomTypeName | undefined {
  const lower = slotText(text).replace(/[\s-]+/g, " ");
  return typesByLength.find((type) => new RegExp(`\\b${type.shortName.toLowerCase()}s?\\b`).test(lower))?.name;
}

export function readBookingSlots(text: string, today: IsoDate, dateWords: GuestDateWords = guestDateWordsEn): BookingSlots {
  const lower = slotText(text);
  const slots: BookingSlots = {};
  const found = findGuestDates(text, today, dateWords);
  if (found.problem) slots.dateProblem = found.problem;
  [slots.checkIn, slots.checkOut] = found.dates;
  const nights = counted(lower, "nights?");
  if (nights !== undefined && nights > 0) {
    slots.nights = nights;
    if (slots.checkIn && !slots.checkOut) slots.checkOut = addDays(slots.checkIn, nights);
  }

  slots.rooms = counted(lower, roomNouns);
  slots.adults = counted(lower, adultNouns) ?? (/\b(?:a|for|with)\s+(?:my\s+)?couple\b|\bme and my (?:wife|husband)\b/.test(lower) ? 2 : undefined);
  slots.children = counted(lower, childNouns) ?? (/\bno (?:kids|children)\b/.test(lower) ? 0 : undefined);
  slots.roomType = findRoomTypeIn(lower);
  for (const key of Object.keys(slots) as (keyof BookingSlots)[]) if (slots[key] === undefined) delete slots[key];
  return slots;
}

/** True when the message gives something the booking needs: a date, a count or a room type. */
export function hasBookingSlots(slots: BookingSlots): boolean {
  return Object.keys(slots).length > 0;
}
