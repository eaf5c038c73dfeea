/**
 * The assistant's answers about the hotel on a Hindi page (product-rules.md: Chat assistant, Hindi):
 * the same facts as chat-facts.ts, from the Hindi siblings of the same content (the facility
 * cards, the FAQ's parking answer, the policy sentences) and the same identity config, so both
 * languages always say the same thing.
 */
import { facilitiesHi, facilitiesPageHi } from "~/content/facilities.hi";
import { faqItemsHi } from "~/content/faq.hi";
import { hindiClockTime, placeInHindi } from "~/content/hindi-names";
import { facilityOfPage } from "~/content/facility-status";
import { hotel, type IsoDate } from "~/content/hotel";
import { dayMonthYear } from "~/domain/calendar-days";
import { addressIn } from "~/content/hotel-in-lang";
import { policyFactsHi } from "~/content/policy-facts.hi";
import type { NavKey } from "~/frame/shell/shell-words";
import { linkInLang } from "~/i18n/hindi-pages";
import { type FacilityStatus, type FactReplies, type UnstatedPlace, facilityStatusesOf } from "./chat-facts";

/** The menu's Hindi labels of the places the assistant may list as upcoming; a test keeps them in step. */
export const menuNamesHi: Partial<Record<NavKey, string>> = {
  rooftopDining: "छत पर भोजन",
  swimmingPool: "स्विमिंग पूल",
  spaWellness: "स्पा और वेलनेस",
  fitnessCenter: "फ़िटनेस सेंटर",
};

const statuses = () => facilityStatusesOf(facilitiesHi, menuNamesHi);

/** "रोज़ सुबह 9:00 बजे से रात 9:00 बजे तक": a facility's hours as staff saved them. */
function hoursOfPage(to: string | undefined): string {
  const key = facilityOfPage(to);
  return key ? `रोज़ ${hindiClockTime(hotel.facilities[key].opens)} से ${hindiClockTime(hotel.facilities[key].closes)} तक` : "";
}

const opensOnText = (date: IsoDate) => dayMonthYear(date, "hi");

/** "ए, बी और सी" */
const listed = (titles: readonly string[]) =>
  titles.length <= 1 ? (titles[0] ?? "") : `${titles.slice(0, -1).join(", ")} और ${titles[titles.length - 1]}`;

const askUs = () => `हमें ${hotel.phones.primary.display} पर फ़ोन या WhatsApp करें`;
const temple = () => placeInHindi(hotel.temple.name);
/** The mark the Hindi facilities page puts on what is not open yet. */
const upcomingMark = () => `"${facilitiesPageHi().upcoming}"`;

/** The places the site gives no distance for, as Hindi names them. */
const placeNames: Readonly<Record<string, string>> = {
  airport: "एयरपोर्ट",
  railway: "रेलवे स्टेशन",
  station: "रेलवे स्टेशन",
  "bus stand": "बस स्टैंड",
  indore: "इंदौर",
  ujjain: "उज्जैन",
  khandwa: "खंडवा",
  maheshwar: "महेश्वर",
  bhopal: "भोपाल",
  mhow: "महू",
  sanawad: "सनावद",
};

function named(asked: readonly FacilityStatus[]): string {
  const upcoming = asked.filter((status) => status.upcoming && !status.opensOn).map((status) => status.title);
  const opening = asked.filter((status) => status.opensOn);
  const open = asked.filter((status) => !status.upcoming);
  const parts: string[] = [];
  if (upcoming.length > 0) {
    const one = upcoming.length === 1;
    parts.push(
      `अभी ${one ? "यह खुला" : "ये खुले"} नहीं ${one ? "है" : "हैं"}: हमारी वेबसाइट पर ${listed(upcoming)} को ${upcomingMark()} बताया गया है, इसलिए आज ठहरने वाले मेहमानों के लिए ${one ? "यह उपलब्ध नहीं है" : "ये उपलब्ध नहीं हैं"}।`,
    );
  }
  for (const status of opening) parts.push(`${status.title} ${opensOnText(status.opensOn as IsoDate)} से खुलेगा।`);
  for (const status of open) parts.push(`${status.title} मेहमानों के लिए ${hoursOfPage(status.to) ? `${hoursOfPage(status.to)} ` : ""}खुला है।`);
  if (upcoming.length > 0) parts.push(`खुलने की तारीख़ जानने के लिए ${askUs()}।`);
  return parts.join(" ");
}

/** No alcohol, the reason and what there is instead (chat-facts.ts `alcoholReply`, in Hindi). */
function alcohol(): string {
  const rooftop = statuses().find((status) => status.to === "/Dining");
  const rooftopLine = !rooftop
    ? ""
    : !rooftop.upcoming
      ? ` छत पर भोजन ${hoursOfPage("/Dining")} खुला है, जहाँ मॉकटेल, शरबत, चाय और कॉफ़ी मिलती है।`
      : rooftop.opensOn
        ? ` छत पर भोजन ${opensOnText(rooftop.opensOn)} से शुरू होगा।`
        : "";
  return `हमारे यहाँ शराब नहीं परोसी जाती और कोई बार नहीं है: ओंकारेश्वर एक पवित्र नगरी है, जहाँ शराब की बिक्री पर रोक है (मध्य प्रदेश, 1 अप्रैल 2025 से), और यहाँ शराब बेचने के लिए लाने की भी अनुमति नहीं है। हमारे शुद्ध शाकाहारी रेस्टोरेंट में ${hindiClockTime(hotel.restaurantHours.opens)} से ${hindiClockTime(hotel.restaurantHours.closes)} तक ताज़ा जूस, लस्सी, चाय और कॉफ़ी मिलती है, और रूम सर्विस किसी भी समय चाय या कॉफ़ी पहुँचा देती है।${rooftopLine}`;
}

const wifi = facilitiesHi.find((facility) => facility.id === 6);

export const factRepliesHi: FactReplies = {
  statuses,
  named,
  facilities: () => {
    const open = statuses().filter((status) => !status.upcoming).map((status) => status.title);
    const upcoming = statuses().filter((status) => status.upcoming).map((status) => status.title);
    const openLine = `अभी खुली सुविधाएँ: ${listed(open)}।`;
    return upcoming.length > 0 ? `${openLine} अभी नहीं खुलीं (वेबसाइट पर ${upcomingMark()}): ${listed(upcoming)}।` : openLine;
  },
  alcohol,
  parking: () =>
    faqItemsHi()
      .find((item) => item.id === "parking")
      ?.answer.join(" ") ?? `हमारी वेबसाइट पर पार्किंग के बारे में कुछ नहीं लिखा है; कृपया ${askUs()}।`,
  times: () => `${policyFactsHi.checkIn} जल्दी चेक-इन और देर से चेक-आउट उस दिन कमरों की उपलब्धता पर निर्भर करता है।`,
  wifi: wifi ? `${wifi.title}: ${wifi.description}` : "वाई-फ़ाई के बारे में जानने के लिए कृपया हमें फ़ोन या WhatsApp करें।",
  dining: `हमारे रेस्टोरेंट में ${hindiClockTime(hotel.restaurantHours.opens)} से ${hindiClockTime(hotel.restaurantHours.closes)} तक शुद्ध शाकाहारी भोजन मिलता है, और रूम सर्विस चौबीसों घंटे चालू रहती है। ज़्यादा जानकारी: ${linkInLang("/Finedinning", "hi")}`,
  cancellation: `${policyFactsHi.individualCancellation} ${policyFactsHi.groupCancellation}`,
  payment: policyFactsHi.payAtHotel,
  location: () => {
    // Staff's Hindi for each line where they wrote it, else the usual Hindi spelling of the place.
    const { street, locality, region, postalCode } = addressIn("hi");
    return `हम ${street}, ${placeInHindi(locality)}, ${placeInHindi(region)} ${postalCode} में हैं, ${temple()} मंदिर से लगभग ${hotel.temple.km} km दूर (गाड़ी से करीब ${hotel.temple.minutesByCar} मिनट)। रास्ता पूछने के लिए हमें ${hotel.phones.primary.display} पर फ़ोन करें।`;
  },
  unstatedDistance: (place: UnstatedPlace) =>
    `हमारी वेबसाइट पर ${placeNames[place] ?? place} से दूरी नहीं दी गई है, इसलिए अंदाज़े से बताना ठीक नहीं होगा। कृपया ${askUs()}, फ़्रंट डेस्क रास्ता बताने में आपकी मदद करेगा। हम ${temple()} मंदिर से ${hotel.temple.km} km दूर हैं।`,
};
