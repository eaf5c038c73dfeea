import type { RoomCardWords } from "./room-card-words";

export const roomCardWordsHi: RoomCardWords = {
  imageAlt: "{hotel} का {type}",
  viewPhotos: "{type} की तस्वीरें देखें",
  viewDetails: "पूरी जानकारी देखें",
  viewDetailsLabel: "{type} की पूरी जानकारी देखें",
  taxes: "+ टैक्स",
  perNight: "प्रति रात",
  inEveryRoom: "हर कमरे में",
  amenities: {
    wifi: "मुफ़्त वाई-फ़ाई",
    tv: "टीवी",
    ac: "एसी",
    heater: "हीटर",
    phone: "फ़ोन",
    laundry: "लॉन्ड्री",
  },
  readMore: "और पढ़ें",
  showLess: "कम दिखाएँ",
  rate: {
    usual: "सामान्य किराया ",
    offer: ", ऑफ़र का किराया ",
    // `{title}`: staff's Hindi name for the offer, or its English name where they wrote none.
    offerUntil: "{title}: {date} तक चेक-इन करने पर किराए में {percent}% की छूट।",
    offerOpen: "{title}: किराए में {percent}% की छूट।",
  },
  lightbox: {
    title: "{type} की तस्वीरें",
    photoAlt: "{type}, {count} में से तस्वीर {n}",
    previous: "पिछली",
    next: "अगली",
    photoOf: "{count} में से तस्वीर {n}",
  },
  standardFeatures: ["एसी", "मुफ़्त वाई-फ़ाई", "टीवी", "हीटर", "फ़ोन", "कहने पर कपड़ों की धुलाई"],
  facts: {
    caption: "कमरों की तुलना",
    type: "कमरा",
    size: "आकार",
    beds: "बेड",
    view: "नज़ारा",
    guests: "मेहमान",
    priceFrom: "किराया, शुरुआत",
    sizeValue: "{n} वर्ग मीटर",
    guestsValue: "{n} तक",
    priceValue: "{amount} प्रति रात से",
  },
};
