/**
 * The guest e-mails' fixed words in Hindi (product-rules.md: Hindi): warm, simple and polite
 * (`आप`), as a Hindi-speaking hotel writes to pilgrims and families, not a word-for-word copy of
 * the English. Latin text only where the site allows it: the brand name, e-mail addresses, URLs,
 * the booking reference, "km", "WhatsApp", digits and ₹. The policy sentences come from
 * app/content/policy-facts.hi.ts, as on the Hindi pages.
 */
import { receiptWordsHi } from "~/booking/wizard/receipt-words.hi";
import type { MailWords } from "./mail-words.server";

export const mailWordsHi: MailWords = {
  counts: {
    adults: receiptWordsHi.counts.adults,
    children: receiptWordsHi.counts.children,
    nights: receiptWordsHi.counts.nights,
  },
  listSeparator: ", ",
  status: {
    pending: "पुष्टि होना बाकी",
    confirmed: "पक्की",
    declined: "स्वीकार नहीं हुई",
    cancelled: "रद्द",
    checked_in: "चेक-इन हो गया",
    checked_out: "चेक-आउट हो गया",
    no_show: "मेहमान नहीं पहुँचे",
  },
  stay: {
    reference: "बुकिंग नंबर",
    status: "स्थिति",
    checkIn: "चेक-इन",
    checkOut: "चेक-आउट",
    nights: "रातें",
    rooms: "कमरे",
    guests: "मेहमान",
    checkInAt: "{date}, {time} से",
    checkOutBy: "{date}, {time} तक",
    roomGuests: "{room}: {guests}",
  },
  price: {
    heading: "किराया",
    room: "कमरा {number}, {room}: {rates}",
    rate: "{nightly} × {nights}",
    subtotal: "कमरों का किराया",
    discount: "ऑफ़र की छूट",
    total: "होटल में देनी कुल राशि",
    cgst: "सीजीएसटी",
    sgst: "एसजीएसटी",
    gstOn: "{amount} पर {rate}",
    extraGuests: receiptWordsHi.extraGuests,
  },
  cancellationHeading: "बुकिंग रद्द करने के नियम",
  contact: "कोई सवाल हो तो {phone} पर फ़ोन करें, {messaging} पर संदेश भेजें, या इसी ईमेल का जवाब दें।",
  viewBooking: "अपनी बुकिंग देखें",
  yourRequest: "आपका अनुरोध",
  footer: { phone: "फ़ोन", email: "ईमेल", country: "भारत" },
  request: {
    subject: "बुकिंग अनुरोध {reference} मिल गया: पुष्टि होना बाकी है",
    preview: "{range} के लिए आपका अनुरोध हमें मिल गया है। हमारी रिज़र्वेशन टीम इसे पक्का करेगी।",
    thanks: "धन्यवाद, {name} जी। ओंकारेश्वर के {shortName} के लिए आपका बुकिंग अनुरोध हमें मिल गया है।",
    pending: "यह अभी अनुरोध है, पक्की बुकिंग नहीं: इसकी पुष्टि होना बाकी है। कृपया अपना बुकिंग नंबर सँभालकर रखें।",
    nextHeading: "आगे क्या होगा",
    next: "हमारी रिज़र्वेशन टीम आपका अनुरोध देखकर फ़ोन या ईमेल से आपको पुष्टि देगी। बुकिंग पक्की होते ही आपको एक और ईमेल मिलेगा।",
  },
  deposit: {
    heading: "बुकिंग पक्की रखने के लिए अग्रिम राशि दें",
    ask: "कृपया {due} तक {amount} की अग्रिम राशि चुकाएँ; बाकी ({rest}) का भुगतान होटल में होगा।",
    askAll: "कृपया {due} तक {amount} चुकाएँ: पूरे ठहरने का भुगतान।",
    pay: "अग्रिम राशि {amount} चुकाएँ",
    onPage: "यह बटन आपका बुकिंग पेज खोलता है, जहाँ अनुरोध के कुछ ही मिनटों में भुगतान का लिंक आ जाता है।",
    lapse: "तब तक भुगतान न होने पर अनुरोध रद्द हो जाएगा और कमरे छोड़ दिए जाएँगे।",
    how: "भुगतान रेज़रपे के सुरक्षित पेज पर यूपीआई, कार्ड या नेटबैंकिंग से होता है; आपके कार्ड और यूपीआई की जानकारी हम तक कभी नहीं पहुँचती।",
    total: "कुल",
    rest: "बाकी का भुगतान होटल में यूपीआई, डेबिट या क्रेडिट कार्ड, या नकद से करें।",
  },
  confirmed: {
    subject: "बुकिंग {reference} पक्की हो गई: {range}",
    preview: "{shortName} में आपकी बुकिंग पक्की हो गई है। हम आपके स्वागत की राह देख रहे हैं।",
    opening: "नमस्ते {name} जी, ओंकारेश्वर के {shortName} में आपकी बुकिंग पक्की हो गई है। हम आपके स्वागत की राह देख रहे हैं।",
    stayHeading: "आपके ठहरने का विवरण",
    gettingHereHeading: "होटल कैसे पहुँचें",
    gettingHere: "होटल ओंकारेश्वर ज्योतिर्लिंग मंदिर से लगभग {km} km दूर है (कार से {minutes} मिनट)। रास्ता देखें: {mapsUrl}",
    calendarFile: "साथ में भेजी गई कैलेंडर फ़ाइल खोलने पर आपके ठहरने की तारीखें आपके फ़ोन के कैलेंडर में जुड़ जाएँगी।",
  },
  changed: {
    subject: "बुकिंग {reference} में बदलाव: {range}",
    preview: "{shortName} में आपकी बुकिंग बदल गई है: आपकी नई तारीखें, कमरे और किराया यहाँ हैं।",
    opening: "नमस्ते {name} जी, ओंकारेश्वर के {shortName} में आपकी बुकिंग बदल गई है। आपके ठहरने का नया विवरण नीचे है।",
    stayHeading: "बदलाव के बाद आपके ठहरने का विवरण",
    calendarFile: "साथ में भेजी गई कैलेंडर फ़ाइल में आपके ठहरने की नई तारीखें हैं: पिछली फ़ाइल की जगह इसे अपने फ़ोन के कैलेंडर में जोड़ लें।",
  },
  declined: {
    subject: "हम बुकिंग अनुरोध {reference} पक्का नहीं कर पा रहे हैं",
    preview: "क्षमा करें: {range} के लिए हम आपकी बुकिंग पक्की नहीं कर पा रहे हैं।",
    opening:
      "नमस्ते {name} जी, हमें खेद है कि ओंकारेश्वर के {shortName} के लिए आपका बुकिंग अनुरोध हम पक्का नहीं कर पा रहे हैं। आपसे कोई राशि नहीं ली गई है, और कमरे अब आपके लिए रोके नहीं गए हैं।",
    reasonIntro: "हमारी रिज़र्वेशन टीम ने लिखा है:",
    otherDates:
      "दूसरी तारीखों पर या दूसरे कमरे खाली हो सकते हैं: हमें {phone} पर फ़ोन करें या {site} पर फिर से देखें। आपके ठहरने का इंतज़ाम करने में हमें ख़ुशी होगी।",
  },
  cancelled: {
    subject: "बुकिंग {reference} रद्द हो गई",
    preview: "{range} की आपकी बुकिंग रद्द हो गई है।",
    openingByGuest: "नमस्ते {name} जी, आपके कहे अनुसार ओंकारेश्वर के {shortName} में आपकी बुकिंग रद्द कर दी गई है।",
    openingByHotel: "नमस्ते {name} जी, ओंकारेश्वर के {shortName} में आपकी बुकिंग होटल की ओर से रद्द कर दी गई है।",
    heading: "रद्द हुई बुकिंग",
    nothingCharged: "ऑनलाइन कोई राशि नहीं ली गई थी। {cancellation} {refunds}",
    notYou: "अगर आपने बुकिंग रद्द करने को नहीं कहा था, तो तुरंत हमें {phone} पर फ़ोन करें।",
    sorry: "इस असुविधा के लिए हमें खेद है। ठहरने का कोई और इंतज़ाम करने के लिए हमें {phone} पर फ़ोन करें।",
  },
  checkedOut: {
    subject: "हमारे साथ ठहरने के लिए धन्यवाद: कर बीजक {number}",
    preview: "{range} के आपके ठहराव का कर बीजक {number} इस ई-मेल के साथ संलग्न है।",
    opening: "नमस्ते {name} जी, ओंकारेश्वर के {shortName} में ठहरने के लिए धन्यवाद। हमें आपका फिर से स्वागत करने की प्रतीक्षा रहेगी।",
    stayHeading: "आपका ठहराव",
    invoiceTotal: "बीजक की कुल राशि",
    paid: "भुगतान किया गया",
    billedTo: "{company} के नाम बिल",
    invoiceAttached: "आपका कर बीजक {number} पीडीएफ़ फ़ाइल के रूप में संलग्न है; बीजक अंग्रेज़ी में है। कृपया इसे संभालकर रखें।",
  },
  enquiry: {
    kinds: {
      contact: {
        subject: "आपका संदेश हमें मिल गया है ({reference})",
        received: "आपका संदेश हमें मिल गया है।",
        next: "हमारी टीम ईमेल या फ़ोन से आपको जवाब देगी।",
      },
      event: {
        subject: "आयोजन के बारे में आपकी पूछताछ हमें मिल गई है ({reference})",
        received: "आयोजन के बारे में आपकी पूछताछ हमें मिल गई है।",
        next: "आपकी योजना पर बात करने के लिए हमारी आयोजन टीम आपको फ़ोन करेगी।",
      },
      dining: {
        subject: "टेबल बुक करने का आपका अनुरोध हमें मिल गया है ({reference})",
        received: "टेबल बुक करने का आपका अनुरोध हमें मिल गया है।",
        next: "आपकी टेबल पक्की करने के लिए हमारे रेस्टोरेंट की टीम आपको फ़ोन करेगी।",
      },
      "booking-request": {
        subject: "आपका बुकिंग अनुरोध हमें मिल गया है ({reference})",
        received: "आपका बुकिंग अनुरोध हमें मिल गया है।",
        next: "आपका कमरा पक्का करने के लिए हमारी रिज़र्वेशन टीम आपको वापस फ़ोन करेगी।",
      },
      "membership-interest": {
        subject: "सदस्यता के बारे में आपकी पूछताछ हमें मिल गई है ({reference})",
        received: "सदस्यता के बारे में आपकी पूछताछ हमें मिल गई है।",
        next: "सदस्यता के बारे में हमारी टीम आपसे संपर्क करेगी।",
      },
    },
    preview: "{shortName} को लिखने के लिए धन्यवाद। {next}",
    thanks: "नमस्ते {name} जी, ओंकारेश्वर के {shortName} को लिखने के लिए धन्यवाद। {received}",
    thanksNoName: "नमस्ते, ओंकारेश्वर के {shortName} को लिखने के लिए धन्यवाद। {received}",
    reference: "आपका संदर्भ नंबर {reference} है; हमें फ़ोन करें तो कृपया यह नंबर बताएँ।",
    urgent: "कोई ज़रूरी बात हो तो {phone} पर फ़ोन करें या {messaging} पर संदेश भेजें।",
  },
  newsletter: {
    subject: "कृपया {shortName} के समाचार पाने की पुष्टि करें",
    preview: "बस एक क्लिक से पुष्टि हो जाएगी; अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा करें।",
    asked:
      "किसी ने, शायद आपने ही, इस ईमेल पते पर {shortName} के समाचार और ऑफ़र पाने के लिए कहा है। कृपया पुष्टि करें कि यह आप ही थे।",
    confirm: "हाँ, मुझे समाचार भेजें",
    ignore: "अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा कर दें: हम आपको दोबारा नहीं लिखेंगे।",
    unsubscribe: "बाद में मन बदल जाए, तो कभी भी समाचार पाना बंद कर सकते हैं: {url}",
  },
  calendar: {
    summary: "{shortName} में ठहरना ({reference})",
    reference: "बुकिंग नंबर: {reference}",
    rooms: "कमरे: {rooms}",
    times: "चेक-इन {checkIn} से, चेक-आउट {checkOut} तक।",
    total: "होटल में देनी कुल राशि: {total}",
    hotel: "होटल का फ़ोन: {phone}",
    booking: "आपकी बुकिंग: {url}",
  },
};
