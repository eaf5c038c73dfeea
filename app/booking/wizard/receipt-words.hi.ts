import { gstWordsHi } from "./gst-words.hi";
import type { ReceiptWords } from "./receipt-words";

/** A booking's prices and receipt in Hindi (product-rules.md: Hindi). */
export const receiptWordsHi: ReceiptWords = {
  counts: {
    rooms: { one: "{n} कमरा", other: "{n} कमरे" },
    nights: { one: "{n} रात", other: "{n} रातें" },
    adults: { one: "{n} वयस्क", other: "{n} वयस्क" },
    children: { one: "{n} बच्चा", other: "{n} बच्चे" },
  },
  party: "{adults}, {children}",
  services: {
    roomDecoration: "कमरे की सजावट",
    lunch: "दोपहर का भोजन",
    dinner: "रात का भोजन",
    airportPickup: "एयरपोर्ट या रेलवे स्टेशन से पिकअप",
  },
  offer: {
    // `{title}`: staff's Hindi name for the offer, or its English name where they wrote none.
    label: "{title} ({percent}% छूट)",
    fallback: "ऑफ़र की छूट",
  },
  gst: gstWordsHi,
  clock: {
    night: "रात {time} बजे",
    morning: "सुबह {time} बजे",
    afternoon: "दोपहर {time} बजे",
    evening: "शाम {time} बजे",
    lateNight: "रात {time} बजे",
  },
  table: {
    roomLine: "कमरा {n}: {type}",
    room: "कमरा",
    guests: "मेहमान",
    pricePerNight: "प्रति रात किराया",
    nights: "रातें",
    roomTotal: "कमरे का कुल",
    numberOfRooms: "कमरों की संख्या",
    subtotal: "उप-योग",
    grandTotal: "कुल राशि",
    payAtHotel: "भुगतान होटल में करें; ऑनलाइन कुछ भी नहीं लिया जाता।",
  },
  receipt: {
    status: "अनुरोध मिल गया — पुष्टि होना बाकी है",
    thanks: "धन्यवाद, {name}",
    intro:
      "हमें आपका बुकिंग अनुरोध मिल गया है। हमारी आरक्षण टीम पुष्टि के लिए आपको फ़ोन या ईमेल करेगी। कृपया अपना बुकिंग नंबर संभालकर रखें।",
    reference: "बुकिंग नंबर",
    guest: "मेहमान",
    email: "ईमेल",
    phone: "फ़ोन",
    checkIn: "चेक-इन",
    checkOut: "चेक-आउट",
    nights: "रातें",
    statusLabel: "स्थिति",
    specialRequests: "विशेष अनुरोध",
    checkInFrom: "{date}, {time} से",
    checkOutBy: "{date}, {time} तक",
    rooms: "कमरे",
    roomsCaption: "बुक किए गए कमरे और किराया",
    services: "अतिरिक्त सेवाएँ",
    servicePayAtHotel: "{service} — भुगतान होटल में",
    none: "कोई नहीं",
    questions: "कोई सवाल हो तो {phone} पर फ़ोन करें ({hours}) या {email} पर लिखें, और अपना बुकिंग नंबर {reference} बताएँ।",
    home: "मुखपृष्ठ पर लौटें",
    print: "रसीद प्रिंट करें",
  },
};
