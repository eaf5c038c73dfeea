/**
 * What the assistant says on a Hindi page (product-rules.md: Chat assistant, Hindi): every reply of
 * chat-replies.ts in warm, simple Hindi, with the same facts, rules and live figures. The panel loads
 * this module on demand on Hindi pages only, so an English page never downloads it; it is typed as
 * the English set, so a reply missing here is a type error.
 */
import { hindiClockTime } from "~/content/hindi-names";
import { type IsoDate, hotel } from "~/content/hotel";
import { offerNameIn } from "~/content/hotel-in-lang";
import { chatAnswerMessagesHi } from "~/domain/chat-answer-rules.hi";
import { partyWordsHi } from "~/domain/chat-party.hi";
import { gstLabel } from "~/domain/gst-text";
import { dayAndMonth } from "~/domain/calendar-days";
import type { DepositTerms } from "~/domain/deposit-rule";
import type { BookingConfirmation } from "~/domain/api-types";
import { earliestCheckInFrom } from "~/domain/hotel-date";
import { formatRupees, rupeesToPaise } from "~/domain/money";
import { roomTypes } from "~/domain/room-types";
import { roomTypeNameIn } from "~/site/rooms/room-in-lang";
import { linkInLang } from "~/i18n/hindi-pages";
import { factRepliesHi } from "./chat-facts.hi";
import { gstWordsHi } from "../wizard/gst-words.hi";
import { hotelDateAndTime } from "~/domain/hotel-date";
import type { ChatReplies, ChatRoom } from "./chat-replies";

const dateText = chatAnswerMessagesHi.dates.dateText;
const typeName = (name: string) => roomTypeNameIn(name, "hi");
const rupees = (paise: number) => formatRupees(paise);
const nightly = (rupeesPerNight: number) => `${formatRupees(rupeesToPaise(rupeesPerNight))} प्रति रात`;
const phone = () => hotel.phones.primary.display;
/** "शनि, 12 दिसंबर 2026 से सोम, 14 दिसंबर 2026 तक" */
const stay = (checkIn: IsoDate, checkOut: IsoDate) => `${dateText(checkIn)} से ${dateText(checkOut)} तक`;
const nights = (n: number) => `${n} ${n === 1 ? "रात" : "रातें"}`;
const page = (to: string) => linkInLang(to, "hi");
const hold = (rooms: number) => (rooms === 1 ? "कमरा पक्का रखने" : "कमरे पक्के रखने");

/** "12 मार्च, शाम 6:00 बजे": a deposit's deadline in hotel time. */
function dueText(instant: string): string {
  const at = hotelDateAndTime(instant);
  return at ? `${dayAndMonth(at.date, "hi")}, ${hindiClockTime(at.time)}` : instant;
}

/** The total line when a deposit is asked: what is paid online now, and what at the hotel. */
function depositTotal(deposit: DepositTerms, rooms: number, total: number): string {
  const rest = deposit.restPaise > 0 ? `, बाकी (${rupees(deposit.restPaise)}) होटल में` : ": पूरे ठहरने का भुगतान";
  return `कुल: ${rupees(total)}। ${hold(rooms)} के लिए अभी ${rupees(deposit.amountPaise)} ऑनलाइन${rest}; अनुरोध भेजने के बाद आपको भुगतान का लिंक मिलेगा।`;
}

/** What a deposit the server asked leaves to do: pay how much by when, from the receipt. */
function depositAsked(deposit: NonNullable<BookingConfirmation["deposit"]>, rooms: number): string {
  const rest = deposit.rest_paise > 0 ? ` (बाकी ${rupees(deposit.rest_paise)} होटल में)` : "";
  return `${hold(rooms)} के लिए कृपया ${dueText(deposit.due_at)} तक ${rupees(deposit.amount_paise)} की अग्रिम राशि चुकाएँ${rest}: भुगतान का बटन आपकी रसीद और हमारे ईमेल में है। तब तक भुगतान न होने पर अनुरोध रद्द हो जाएगा।`;
}

const bookingSucceeded =
  "बहुत बढ़िया! आपका बुकिंग अनुरोध भेज दिया गया है। बुकिंग पक्की करने के लिए हमारी टीम जल्द ही आपसे संपर्क करेगी।";

function rooms(list: readonly ChatRoom[]): string {
  if (list.length === 0) {
    const names = roomTypes.map((type) => typeName(type.name));
    return `हमारे यहाँ ${names.slice(0, -1).join(", ")} और ${names[names.length - 1]} हैं; हर कमरे में वाई-फ़ाई, टीवी, एसी और हीटर है। आज का किराया हमारे कमरों वाले पेज (${page("/Room")}) पर देखें, या यहीं कमरा बुक करने के लिए "बुक" लिखें।`;
  }
  const lines = [...list]
    .sort((a, b) => a.room_price - b.room_price)
    .map((room) => `${typeName(room.room_type_name)}: ${nightly(room.room_price)} + जीएसटी`);
  return `हमारे कमरे: ${lines.join("; ")}। हर कमरे में वाई-फ़ाई, टीवी, एसी और हीटर है। कमरा बुक करने के लिए "बुक" लिखें।`;
}

export const chatRepliesHi: ChatReplies = {
  lang: "hi",
  ui: {
    title: "हमसे चैट करें",
    subtitle: `${hotel.shortName} सहायक`,
    close: "चैट बंद करें",
    conversation: "बातचीत",
    assistantSays: "सहायक: ",
    youSay: "आप: ",
    typing: "सहायक लिख रहा है",
    yourMessage: "आपका संदेश",
    placeholders: { text: "अपना संदेश लिखें…", email: "name@example.com", tel: "98765 43210 या +44 …" },
    send: "भेजें",
  },
  greeting: `नमस्ते! मैं ${hotel.shortName} का सहायक हूँ। कमरे, बुकिंग, सुविधाएँ या यहाँ तक पहुँचने का रास्ता — कुछ भी पूछिए, या यहीं कमरा बुक करने के लिए "बुक" लिखिए।`,
  hello: `नमस्ते! बताइए, क्या मदद करूँ? कमरे और किराया, चेक-इन का समय, सुविधाएँ, पार्किंग या रास्ते के बारे में पूछिए, या बुकिंग के लिए अपनी तारीख़ें बताइए (जैसे "12–14 दिसंबर, 4 लोगों के लिए 2 कमरे बुक करें")।`,
  thanks: "आपका स्वागत है! और किसी चीज़ में मदद चाहिए तो बताइए।",
  rooms,
  booking: () =>
    `आप हमारे बुकिंग पेज (${page("/BookingForm")}) पर ऑनलाइन बुकिंग कर सकते हैं और भुगतान होटल में कर सकते हैं, या "बुक" लिखकर यहीं चैट में बुकिंग अनुरोध भेज सकते हैं। चेक-इन ${hindiClockTime(hotel.checkInTimeIso)} से, चेक-आउट ${hindiClockTime(hotel.checkOutTimeIso)} तक।`,
  fallback:
    'माफ़ कीजिए, इसका जवाब मेरे पास नहीं है। क्या आप चाहेंगे कि हमारी टीम आपको ईमेल पर जवाब दे? अपना ईमेल पता लिखें, आपका सवाल टीम तक पहुँचा दिया जाएगा; या कुछ और पूछने के लिए "नहीं" लिखें।',
  cannotAnswerHere: () =>
    `इसका जवाब हमारी वेबसाइट पर नहीं है। कृपया हमें ${phone()} पर फ़ोन या WhatsApp करें, फ़्रंट डेस्क आपकी मदद करेगा।`,
  facts: factRepliesHi,
  forward: {
    phoneQuestion: "धन्यवाद। अपना फ़ोन नंबर भी बता दीजिए, ताकि ईमेल न पहुँचे तो हम फ़ोन कर सकें। (जवाब देने के लिए हमारी टीम को नंबर चाहिए।)",
    emailAgain: 'यह ईमेल पता नहीं लगता। कृपया name@example.com जैसा पता लिखें, या छोड़ने के लिए "नहीं" लिखें।',
    phoneAgain:
      'कृपया ऐसा फ़ोन नंबर लिखें जिस पर हम कॉल कर सकें: 10 अंकों का भारतीय मोबाइल नंबर, या देश के कोड के साथ आपका नंबर, जैसे +44 20 7946 0958। या छोड़ने के लिए "नहीं" लिखें।',
    skipped: "कोई बात नहीं। बताइए, और क्या मदद करूँ?",
    sending: "आपका सवाल हमारी टीम को भेजा जा रहा है…",
    sent: "हो गया! आपका सवाल हमारी टीम को भेज दिया गया है, वे जल्द ही ईमेल पर जवाब देंगे।",
    failed: () => `माफ़ कीजिए, अभी आपका सवाल भेजा नहीं जा सका। कृपया हमें ${hotel.emails.general} पर ईमेल करें या ${phone()} पर फ़ोन करें।`,
    guestName: "वेबसाइट चैट से मेहमान",
    messageIntro: "वेबसाइट चैट में पूछा गया सवाल:",
  },
  bookingStart: 'चलिए, आपका बुकिंग अनुरोध शुरू करते हैं। बीच में कभी भी रोकना हो तो "रद्द" लिखें।',
  bookingCancelled: "बुकिंग रद्द कर दी गई; कुछ भी नहीं भेजा गया। बताइए, और क्या मदद करूँ?",
  bookingSending: "धन्यवाद! आपका बुकिंग अनुरोध भेजा जा रहा है…",
  backToBooking: "अब आपकी बुकिंग पर लौटते हैं।",
  bookingSucceeded,
  bookingFailed: "क्षमा करें, आपकी बुकिंग भेजते समय कोई गड़बड़ी हो गई। कृपया फिर से कोशिश करें या सीधे हमारी टीम से संपर्क करें।",
  bookingSucceededToast: "बुकिंग अनुरोध भेज दिया गया!",
  bookingFailedToast: "बुकिंग अनुरोध नहीं भेजा जा सका",
  soldOutAgain: "माफ़ कीजिए, हमारी बातचीत के दौरान किसी दूसरे मेहमान ने उस प्रकार के आख़िरी कमरे ले लिए। एक बार फिर देखते हैं कि कौन-से कमरे खाली हैं।",
  availabilityFailed: (message) => `${message} कुछ भी नहीं भेजा गया। फिर से कोशिश करने के लिए "बुक" लिखें, या हमें ${phone()} पर फ़ोन करें।`,
  availabilityRateLimited: "अभी बहुत सारी खोजें हो चुकी हैं; कृपया एक पल रुककर फिर से कोशिश करें।",
  availabilityUnreachable: "अभी खाली कमरे नहीं देखे जा सके। कृपया अपना इंटरनेट कनेक्शन जाँचकर फिर से कोशिश करें।",
  checkingRooms: (checkIn, checkOut, party) => `${stay(checkIn, checkOut)} के लिए खाली कमरे देखे जा रहे हैं (${partyWordsHi.party(party)})…`,
  noneFree: (roomCount) =>
    `माफ़ कीजिए, इन तारीख़ों के लिए किसी भी प्रकार ${roomCount === 1 ? "का कमरा खाली नहीं है" : `के ${roomCount} कमरे खाली नहीं हैं`}। कृपया दूसरी तारीख़ें बताइए, या हमें ${phone()} पर फ़ोन करें।`,
  notFree: (type) => `${typeName(type)} आपकी तारीख़ों के लिए खाली नहीं है।`,
  bookingConfirmed: (confirmation, receiptHref) => ({
    text: confirmation.deposit
      ? `${bookingSucceeded} आपका बुकिंग नंबर ${confirmation.reference} है। कुल ${rupees(confirmation.totals.total)}। ${depositAsked(confirmation.deposit, confirmation.rooms.length)}`
      : `${bookingSucceeded} आपका बुकिंग नंबर ${confirmation.reference} है। कुल ${rupees(confirmation.totals.total)}, जिसका भुगतान होटल में होगा।`,
    link: { href: receiptHref, label: `अपनी रसीद देखें (${confirmation.reference})` },
  }),
  question: (step, context) => {
    switch (step) {
      case "checkIn":
        return `आप किस तारीख़ को चेक-इन करना चाहेंगे? जैसे 12 दिसंबर, 12/12/2026 या "कल" (सबसे पहली तारीख़: ${dateText(earliestCheckInFrom(context.today))})।`;
      case "checkOut":
        return "और चेक-आउट की तारीख़? जैसे 14 दिसंबर, या कितनी रातें ठहरेंगे।";
      case "guests":
        return `कितने मेहमान आएँगे? जैसे "2 वयस्क और 1 बच्चा", या "6 वयस्कों के लिए 2 कमरे"। एक कमरे में ${hotel.limits.maxGuestsPerRoom} मेहमान तक ठहर सकते हैं (बच्चे यानी ${hotel.limits.childMaxAge} साल तक), और एक बुकिंग में ${hotel.limits.maxRooms} कमरे तक लिए जा सकते हैं।`;
      case "roomType": {
        const free = [...(context.free ?? [])].sort((a, b) => a.room_price - b.room_price);
        const all = context.roomCount && context.roomCount > 1 ? ` (सभी ${context.roomCount} कमरे एक ही प्रकार के होंगे)` : "";
        return `आप कौन-सा कमरा लेना चाहेंगे${all}? आपकी तारीख़ों के लिए खाली: ${free.map((room) => `${typeName(room.room_type_name)} ${nightly(room.room_price)}`).join("; ")} (+ जीएसटी)।`;
      }
      case "name":
        return "आपका पूरा नाम क्या है?";
      case "email":
        return `धन्यवाद${context.name ? `, ${context.name} जी` : ""}। आपका ईमेल पता क्या है?`;
      case "phone":
        return "आपका फ़ोन नंबर क्या है? 10 अंकों का भारतीय मोबाइल नंबर, या देश के कोड के साथ आपका नंबर, जैसे +44 20 7946 0958।";
      case "confirm":
        return 'क्या यह बुकिंग अनुरोध भेज दें? भेजने के लिए "हाँ" लिखें, रोकने के लिए "नहीं", या बताइए कि क्या बदलना है।';
    }
  },
  summary: ({ checkIn, checkOut, price, name, email, phone: guestPhone, deposit }) => {
    const totals = price.totals;
    return [
      "आपका बुकिंग अनुरोध:",
      `${stay(checkIn, checkOut)} (${nights(price.nights)})`,
      ...price.rooms.map(
        (room, index) => `कमरा ${index + 1}: ${typeName(room.roomTypeName)}, ${partyWordsHi.guests(room)}: ${rupees(room.nightly)} प्रति रात`,
      ),
      `कमरों का किराया: ${rupees(totals.subtotal)}`,
      ...(price.offer && totals.discount > 0
        ? [`${offerNameIn(price.offer, "hi")} (${price.offer.percentOff}% छूट): −${rupees(totals.discount)}`]
        : []),
      `${gstLabel("CGST", price.taxes, gstWordsHi)}: ${rupees(totals.cgst)}`,
      `${gstLabel("SGST", price.taxes, gstWordsHi)}: ${rupees(totals.sgst)}`,
      deposit ? depositTotal(deposit, price.rooms.length, totals.total) : `कुल: ${rupees(totals.total)}, भुगतान होटल में (ऑनलाइन कोई पैसा नहीं लिया जाता)।`,
      `नाम: ${name}, ${email}, ${guestPhone}`,
    ].join("\n");
  },
  notUnderstood: (question) => `माफ़ कीजिए, बात समझ में नहीं आई। ${question}`,
  confirmAgain: 'बुकिंग अनुरोध भेजने के लिए "हाँ" लिखें, या रोकने के लिए "नहीं"।',
  answers: chatAnswerMessagesHi,
  party: partyWordsHi,
};
