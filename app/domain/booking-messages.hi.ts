/**
 * The booking schemas' messages in Hindi (product-rules.md: Hindi): the wizard's own, the guest
 * rule's and the stay's day rules, with the same rules and limits as the English ones. Server code
 * (the API, the wizard's page action) picks them by the page's language; a Hindi page's browser
 * gets them with its loader's words, never from this module.
 */
import { hotel } from "../content/hotel";
import { billingMessagesHi } from "./billing-fields.hi";
import { dayAndMonth, dayMonthYear } from "./calendar-days";
import type { StayDayMessages } from "./bookable-days";
import type { BookingMessages, BookingSchemaMessages } from "./booking-schema";
import { fieldMessagesHi } from "./field-messages.hi";
import type { GuestMessages } from "./guest-count-fields";
import type { RoomSearchSchemaMessages } from "./room-search-schema";
import type { StayFieldMessages, StayWording } from "./stay-fields";

const limits = hotel.limits;

const children = (n: number) => `${n} ${n === 1 ? "बच्चा" : "बच्चे"}`;
const rooms = (n: number) => `${n} ${n === 1 ? "कमरा" : "कमरे"}`;

export const guestMessagesHi: GuestMessages = {
  tooFewAdults:
    limits.minAdults === 1
      ? "हर कमरे में कम से कम 1 वयस्क होना चाहिए"
      : `हर कमरे में कम से कम ${limits.minAdults} वयस्क होने चाहिए`,
  tooManyAdults: `एक कमरे में अधिक से अधिक ${limits.maxAdults} वयस्क ठहर सकते हैं`,
  tooFewChildren:
    limits.minChildren === 0
      ? "बच्चों की संख्या शून्य से कम नहीं हो सकती"
      : `हर कमरे में कम से कम ${children(limits.minChildren)} होने चाहिए`,
  tooManyChildren: `एक कमरे में अधिक से अधिक ${children(limits.maxChildren)} ठहर सकते हैं`,
  tooManyGuests: `एक कमरे में अधिक से अधिक ${limits.maxGuestsPerRoom} मेहमान ठहर सकते हैं`,
  tooManyRooms: `एक बुकिंग में अधिक से अधिक ${rooms(limits.maxRooms)} लिए जा सकते हैं`,
};

export const stayDayMessagesHi: StayDayMessages = {
  invalidDate: fieldMessagesHi.invalidDate,
  pastCheckIn: "चेक-इन की तारीख़ बीत चुकी है, आज या आगे की तारीख़ चुनें",
  checkInTooFar:
    "चेक-इन आज से अधिक से अधिक {days} दिन आगे तक का हो सकता है। इसके बाद की तारीख़ों के लिए कृपया हमें {phone} पर फ़ोन करें।",
  stayTooLong:
    "एक बार में अधिक से अधिक {nights} रातों की बुकिंग हो सकती है। लंबे ठहराव के लिए कृपया हमें {phone} पर फ़ोन करें।",
};

/** The guest rule's, the stay's days' and every field's wording in Hindi, which every stay form shares. */
export const stayWordingHi: StayWording = { guests: guestMessagesHi, days: stayDayMessagesHi, fields: fieldMessagesHi };

/**
 * The wizard's and the room panel's stay messages, the same words in both; only the opening date is
 * written as each form writes a date (with or without the year).
 */
const stayMessagesHi = (openingDate: string): StayFieldMessages => ({
  checkInRequired: "चेक-इन की तारीख़ चुनें",
  checkInBeforeOpening: `चेक-इन की तारीख़ ${openingDate} या उसके बाद की होनी चाहिए`,
  checkOutRequired: "चेक-आउट की तारीख़ चुनें",
  checkOutNotAfterCheckIn: "चेक-आउट की तारीख़ चेक-इन के बाद की होनी चाहिए",
  adultsRequired: "वयस्कों की संख्या चुनें",
  childrenRequired: "बच्चों की संख्या चुनें",
});

export const bookingMessagesHi: BookingMessages = {
  ...stayMessagesHi(dayMonthYear(hotel.openingDate, "hi")),
  roomsRequired: "कम से कम एक कमरा चुनें",
  roomRequired: "कृपया कमरा चुनें",
  nameRequired: "अपना नाम लिखें",
  emailRequired: "अपना ईमेल पता लिखें",
  emailInvalid: "ईमेल पता सही नहीं है, कृपया जाँच लें",
  phoneRequired: "अपना फ़ोन नंबर लिखें",
  serviceRequired: "सेवा का नाम ज़रूरी है",
  unknownService: "यह सेवा हमारे यहाँ उपलब्ध नहीं है",
  tooManyServices: "बहुत अधिक सेवाएँ भेजी गई हैं",
  notAnObject: fieldMessagesHi.notAnObject,
  notAList: "यहाँ एक सूची होनी चाहिए",
  notANumber: "यहाँ एक संख्या होनी चाहिए",
  negativeAmount: "यह शून्य से कम नहीं हो सकता",
  labelTooLong: "इसमें अधिक से अधिक 50 अक्षर हो सकते हैं",
  mixedEntries: "एक बुकिंग के सभी कमरों की तारीख़ें और मेहमान की जानकारी एक जैसी होनी चाहिए",
  checkSearch: "कृपया अपनी खोज जाँच लें।",
  nameLabel: "नाम",
  emailLabel: "ईमेल",
  specialRequestsLabel: "विशेष अनुरोध",
};

/** Every message of the booking schemas in Hindi: the wizard, POST /api/bookings and /api/available-rooms. */
export const bookingSchemaMessagesHi: BookingSchemaMessages = { booking: bookingMessagesHi, billing: billingMessagesHi, ...stayWordingHi };

export const roomSearchMessagesHi = stayMessagesHi(dayAndMonth(hotel.openingDate, "hi"));

/** The room page's "Book A Room" panel in Hindi: for the rooms helper's words (browser) and any server check. */
export const roomSearchSchemaMessagesHi: RoomSearchSchemaMessages = { search: roomSearchMessagesHi, ...stayWordingHi };
