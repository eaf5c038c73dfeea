/**
 * What the chat says about a party on a Hindi page (product-rules.md: Hindi): the same one guest
 * rule and limits as chat-party.ts, said in Hindi.
 */
import { hotel } from "../content/hotel";
import type { PartyWords } from "./chat-party";
import type { RoomGuests } from "./guest-counts";

const rooms = (n: number) => `${n} ${n === 1 ? "कमरा" : "कमरे"}`;
const children = (n: number) => `${n} ${n === 1 ? "बच्चा" : "बच्चे"}`;
/** "2 वयस्क और 1 बच्चा" */
const guests = (room: RoomGuests) => `${room.adults} वयस्क${room.children > 0 ? ` और ${children(room.children)}` : ""}`;

export const partyWordsHi: PartyWords = {
  tooFewAdults: (minAdults) => `बुकिंग के लिए कम से कम ${minAdults} वयस्क का होना ज़रूरी है। कितने वयस्क आ रहे हैं?`,
  howManyRooms: "आपको कितने कमरे चाहिए?",
  tooBig: ({ maxRooms, maxGuestsPerRoom }) =>
    `ऑनलाइन ज़्यादा से ज़्यादा ${maxRooms} कमरे बुक हो सकते हैं, हर कमरे में ${maxGuestsPerRoom} मेहमान तक। बड़े ग्रुप के लिए कृपया हमें ${hotel.phones.primary.display} पर फ़ोन करें, या कम मेहमानों के साथ फिर से बताइए।`,
  needMoreRooms: (guestCount, roomCount, maxGuestsPerRoom) =>
    `एक कमरे में ज़्यादा से ज़्यादा ${maxGuestsPerRoom} मेहमान ठहर सकते हैं, इसलिए ${guestCount} मेहमानों के लिए कम से कम ${rooms(roomCount)} चाहिए। आपको कितने कमरे चाहिए?`,
  adultPerRoom: (roomCount) =>
    `हर कमरे में कम से कम एक वयस्क होना चाहिए, इसलिए ${rooms(roomCount)} के लिए कम से कम ${roomCount} वयस्क चाहिए। आपको कितने कमरे चाहिए?`,
  cannotSeat: (roomCount) => `इतने मेहमान ${rooms(roomCount)} में नहीं ठहर सकते। आपको कितने कमरे चाहिए?`,
  guests,
  party: (list) => (list.length === 1 ? `1 कमरा, ${guests(list[0])}` : `${rooms(list.length)}: ${list.map(guests).join("; ")}`),
};
