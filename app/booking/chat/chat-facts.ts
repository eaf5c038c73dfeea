/**
 * The assistant's answers to questions about the hotel (product-rules.md: Chat assistant), each
 * built from what the site itself says: the facility list, with each facility open, opening on a
 * date or planned as staff saved it (the rooftop has no card; the menu names it), the identity
 * config's times, address and
 * temple distance, the FAQ's parking answer and the policy sentences. A fact the site does not state
 * is said to be unknown, with the phone and WhatsApp to ask. English here; chat-facts.hi.ts says the
 * same from the Hindi siblings of the same content.
 */
import { type Facility, facilities } from "~/content/facilities";
import { faqItems } from "~/content/faq";
import { facilityNow, facilityOfPage } from "~/content/facility-status";
import { hotel, type IsoDate, twelveHour } from "~/content/hotel";
import { monthDayAndYear } from "~/domain/date-words";
import { todayInHotel } from "~/domain/hotel-date";
import { amenitiesGroup, diningGroup } from "~/content/navigation";
import type { NavKey } from "~/frame/shell/shell-words";
import { policyFacts } from "~/content/policy-facts";
import { twelveHourTime } from "~/domain/dining-hours";

export interface FacilityStatus {
  title: string;
  /** The page the site links for it; shared by a facility card and its menu item. */
  to?: string;
  /** Not open today: planned, or opening on `opensOn`. */
  upcoming: boolean;
  opensOn?: IsoDate;
}

/**
 * The places guests ask the distance to that the site gives no figure for, by their English name
 * as matched ("indore", "bus stand"); each language names them its own way.
 */
export type UnstatedPlace = string;

/** The answers about the hotel in one language: what chat-answers.ts picks from. */
export interface FactReplies {
  /** Every facility the site names, in this language, with whether it is open today. */
  statuses: () => readonly FacilityStatus[];
  /** The facilities a guest asked about by name (from `statuses`), open or not yet. */
  named: (asked: readonly FacilityStatus[]) => string;
  facilities: () => string;
  parking: () => string;
  times: () => string;
  wifi: string;
  dining: string;
  cancellation: string;
  payment: string;
  location: () => string;
  unstatedDistance: (place: UnstatedPlace) => string;
  /** Asked for a drink with alcohol: none is served or sold in Omkareshwar, and what there is instead. */
  alcohol: () => string;
}

/**
 * The English names of the menu's places the assistant may list as upcoming; the menu's own labels
 * are page data (the shell's words), which the assistant's code does not carry. A test keeps the two
 * in step.
 */
export const menuNames: Partial<Record<NavKey, string>> = {
  rooftopDining: "Rooftop Dining",
  swimmingPool: "Swimming Pool",
  spaWellness: "Spa & Wellness",
  fitnessCenter: "Fitness Center",
};

/** Whether the facility behind a page is open today, as staff saved it (product-rules.md: What is open). */
function stateOfPage(to: string | undefined, today: IsoDate): Pick<FacilityStatus, "upcoming" | "opensOn"> {
  const key = facilityOfPage(to);
  if (!key) return { upcoming: false };
  const now = facilityNow(hotel.facilities[key], today);
  return now.state === "open" ? { upcoming: false } : now.state === "opening" ? { upcoming: true, opensOn: now.opensOn } : { upcoming: true };
}

/**
 * Every facility the site names, with whether it is open today: the cards, then the menu's facility
 * pages no card covers. Read when asked, never when the module loads: staff change it while the page is open.
 */
export function facilityStatusesOf(
  cards: readonly Facility[],
  names: Partial<Record<NavKey, string>>,
  today: IsoDate = todayInHotel(new Date()),
): FacilityStatus[] {
  const statuses = cards.map((facility) => ({ title: facility.title, to: facility.link?.to, ...stateOfPage(facility.link?.to, today) }));
  const known = new Set(statuses.map((card) => card.to));
  const menuOnly = [...diningGroup.items, ...amenitiesGroup.items]
    .filter((item) => facilityOfPage(item.to) && !known.has(item.to))
    .map((item) => ({ title: names[item.key] ?? item.key, to: item.to, ...stateOfPage(item.to, today) }));
  return [...statuses, ...menuOnly];
}

export const facilityStatuses = (): readonly FacilityStatus[] => facilityStatusesOf(facilities, menuNames);

/** A Devanagari word at the start of a word (any ending: "पूल", "पूलों"); `\b` knows Latin letters only. */
const hindiStart = (words: string) => `(?<![\\p{L}\\p{M}])(?:${words.normalize("NFC")})`;

/** Words that point at a facility's page, for the facilities guests ask about by name, in English or Hindi. */
const facilityWords: readonly { to: string; words: RegExp }[] = [
  { to: "/Swimmingpool", words: new RegExp(`\\b(pool|pools|swim|swimming)\\b|${hindiStart("पूल|स्विमिंग|तैराकी|तैरने")}`, "u") },
  { to: "/Spa", words: new RegExp(`\\b(spa|massage|wellness)\\b|${hindiStart("स्पा|मसाज|मालिश|वेलनेस")}`, "u") },
  { to: "/Gym", words: new RegExp(`\\b(gym|fitness|workout|exercise)\\b|${hindiStart("जिम|फ़िटनेस|फिटनेस|कसरत|व्यायाम")}`, "u") },
  { to: "/Dining", words: new RegExp(`\\b(roof ?top|terrace)\\b|${hindiStart("रूफ़टॉप|रूफटॉप|छत")}`, "u") },
];

const listed = (titles: readonly string[]) =>
  titles.length <= 1 ? (titles[0] ?? "") : `${titles.slice(0, -1).join(", ")} and ${titles[titles.length - 1]}`;

const askUs = () => `call or WhatsApp us on ${hotel.phones.primary.display}`;

export function facilitiesAskedAbout(lower: string, statuses: readonly FacilityStatus[] = facilityStatuses()): FacilityStatus[] {
  const text = lower.normalize("NFC");
  const pages = facilityWords.filter(({ words }) => words.test(text)).map(({ to }) => to);
  return statuses.filter((status) => status.to !== undefined && pages.includes(status.to));
}

/** "daily, 9:00 AM to 9:00 PM": a facility's hours as staff saved them. */
export function hoursOfPage(to: string | undefined): string {
  const key = facilityOfPage(to);
  return key ? `daily, ${twelveHour(hotel.facilities[key].opens)} to ${twelveHour(hotel.facilities[key].closes)}` : "";
}

export function namedFacilitiesReply(asked: readonly FacilityStatus[]): string {
  const planned = asked.filter((status) => status.upcoming && !status.opensOn).map((status) => status.title);
  const opening = asked.filter((status) => status.opensOn);
  const open = asked.filter((status) => !status.upcoming);
  const parts: string[] = [];
  if (planned.length > 0) {
    parts.push(
      `Not open yet: our site lists the ${listed(planned)} as Upcoming, so ${planned.length === 1 ? "it is" : "they are"} not available to guests during a stay today.`,
    );
  }
  for (const status of opening) parts.push(`The ${status.title} opens on ${monthDayAndYear(status.opensOn as IsoDate)}.`);
  for (const status of open) parts.push(`The ${status.title} is open to guests${status.to && hoursOfPage(status.to) ? `, ${hoursOfPage(status.to)}` : ""}.`);
  if (planned.length > 0) parts.push(`For the opening date, ${askUs()}.`);
  return parts.join(" ");
}

export function facilitiesReply(): string {
  const statuses = facilityStatuses();
  const open = statuses.filter((status) => !status.upcoming).map((status) => status.title);
  const upcoming = statuses.filter((status) => status.upcoming).map((status) => status.title);
  return upcoming.length > 0 ? `Open now: ${listed(open)}. Not open yet (Upcoming on our site): ${listed(upcoming)}.` : `Open now: ${listed(open)}.`;
}

/**
 * Asked for beer, wine or a bar (product-rules.md: What is open): plainly no, with the reason and
 * what there is instead, the rooftop only as it stands today.
 */
export function alcoholReply(): string {
  const rooftop = facilityStatuses().find((status) => status.to === "/Dining");
  const rooftopLine = !rooftop
    ? ""
    : !rooftop.upcoming
      ? ` Rooftop dining is open ${hoursOfPage("/Dining")}, with mocktails, coolers, chai and coffee.`
      : rooftop.opensOn
        ? ` Rooftop dining opens on ${monthDayAndYear(rooftop.opensOn)}.`
        : "";
  return `We don't serve alcohol, and there is no bar: Omkareshwar is a holy town where the sale of liquor is banned (Madhya Pradesh, since 1 April 2025), and alcohol may not be brought in for sale. Our pure-vegetarian restaurant serves from ${twelveHour(hotel.restaurantHours.opens)} to ${twelveHour(hotel.restaurantHours.closes)}, with fresh juices, lassi, tea and coffee, and room service brings tea or coffee at any hour.${rooftopLine}`;
}

export function parkingReply(): string {
  const parkingAnswer = faqItems().find((item) => item.id === "parking")?.answer.join(" ");
  return parkingAnswer ?? `Our site doesn't say whether there is parking; please ${askUs()}.`;
}

export const timesReply = () => `${policyFacts.checkIn} Early check-in and late check-out depend on availability on the day.`;

const wifi = facilities.find((facility) => facility.id === 6);
export const wifiReply = wifi ? `${wifi.title}: ${wifi.description}` : `Please ${askUs()} about Wi-Fi.`;

export const diningReply = `Our restaurant serves pure-vegetarian meals from ${twelveHourTime(hotel.restaurantHours.opens)} to ${twelveHourTime(hotel.restaurantHours.closes)}, and room service runs round the clock. See /Finedinning.`;

export const cancellationReply = `${policyFacts.individualCancellation} ${policyFacts.groupCancellation}`;

export const paymentReply = policyFacts.payAtHotel;

export const locationReply = () => `We are on ${hotel.address.street}, ${hotel.address.locality}, ${hotel.address.region} ${hotel.address.postalCode}, about ${hotel.temple.km} km (a ${hotel.temple.minutesByCar} minute drive) from the ${hotel.temple.name} temple. Call us on ${hotel.phones.primary.display} for directions.`;

/** Places guests ask the distance to that the site gives no figure for. */
const unstatedPlaces = /\b(airport|railway|station|bus stand|indore|ujjain|khandwa|maheshwar|bhopal|mhow|sanawad)\b/;

/** The same places written in Hindi, by their English name. */
const unstatedPlacesInHindi: readonly [RegExp, UnstatedPlace][] = [
  [new RegExp(hindiStart("एयरपोर्ट|हवाई अड्ड"), "u"), "airport"],
  [new RegExp(hindiStart("रेलवे"), "u"), "railway"],
  [new RegExp(hindiStart("स्टेशन"), "u"), "station"],
  [new RegExp(hindiStart("बस स्टैंड|बस अड्ड"), "u"), "bus stand"],
  [new RegExp(hindiStart("इंदौर"), "u"), "indore"],
  [new RegExp(hindiStart("उज्जैन"), "u"), "ujjain"],
  [new RegExp(hindiStart("खंडवा"), "u"), "khandwa"],
  [new RegExp(hindiStart("महेश्वर"), "u"), "maheshwar"],
  [new RegExp(hindiStart("भोपाल"), "u"), "bhopal"],
  [new RegExp(hindiStart("महू"), "u"), "mhow"],
  [new RegExp(hindiStart("सनावद"), "u"), "sanawad"],
];

/** The place a distance question names that the site gives no distance for, or null. */
export function unstatedPlaceIn(lower: string): UnstatedPlace | null {
  const text = lower.normalize("NFC");
  return unstatedPlaces.exec(text)?.[1] ?? unstatedPlacesInHindi.find(([words]) => words.test(text))?.[1] ?? null;
}

export const unstatedDistance = (place: UnstatedPlace) =>
  `Our site doesn't state the distance from ${place.replace(/^\w/, (c) => c.toUpperCase())}, so I won't guess. Please ${askUs()} and the front desk will help with the route. We are ${hotel.temple.km} km from the ${hotel.temple.name} temple.`;

export function unstatedDistanceReply(lower: string): string | null {
  const place = unstatedPlaceIn(lower);
  return place ? unstatedDistance(place) : null;
}

export const factRepliesEn: FactReplies = {
  statuses: facilityStatuses,
  named: namedFacilitiesReply,
  facilities: facilitiesReply,
  parking: parkingReply,
  times: timesReply,
  wifi: wifiReply,
  dining: diningReply,
  cancellation: cancellationReply,
  payment: paymentReply,
  location: locationReply,
  unstatedDistance,
  alcohol: alcoholReply,
};
