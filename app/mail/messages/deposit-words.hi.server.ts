/** The deposit e-mails' words in Hindi (product-rules.md: Hindi), the same keys as deposit-words.server.ts. */
import type { DepositMailWords } from "./deposit-words.server";

export const depositWordsHi: DepositMailWords = {
  paid: {
    subject: "बुकिंग {reference} की अग्रिम राशि मिल गई",
    preview: "{range} के ठहराव के लिए आपकी {amount} की अग्रिम राशि हमें मिल गई है।",
    opening: "नमस्ते {name} जी, ओंकारेश्वर के {shortName} में आपके ठहराव के लिए {amount} की अग्रिम राशि हमें मिल गई है। धन्यवाद!",
    heading: "आपका भुगतान",
    paidLabel: "अग्रिम राशि (भुगतान हो गया)",
    paymentLabel: "भुगतान आईडी",
    restLabel: "बाक़ी राशि, होटल में देनी है",
    confirmed: "आपकी बुकिंग पक्की हो गई है।",
    pending: "होटल जल्द ही आपकी बुकिंग पक्की करेगा।",
  },
  lapsed: {
    subject: "बुकिंग {reference} रद्द: अग्रिम राशि नहीं मिली",
    preview: "{range} की आपकी बुकिंग रद्द हो गई है, क्योंकि अग्रिम राशि समय पर नहीं मिली।",
    opening:
      "नमस्ते {name} जी, {shortName} में आपकी बुकिंग की {amount} की अग्रिम राशि {deadline} तक नहीं मिली, इसलिए बुकिंग रद्द कर दी गई है और कमरे फिर से खाली हो गए हैं।",
    partRefund: "आपने जो {paid} दिए थे, वे लौटाए जा रहे हैं। {refunds}",
    again: "दोबारा बुकिंग के लिए {site} पर जाएँ या हमें {phone} पर फ़ोन करें।",
  },
  refunded: {
    subject: "बुकिंग {reference} के {amount} लौटाए गए",
    preview: "आपकी अग्रिम राशि में से {amount} आपको लौटाए जा रहे हैं।",
    opening: "नमस्ते {name} जी, बुकिंग {reference} की आपकी अग्रिम राशि में से {amount} हमने लौटा दिए हैं।",
    kept: "रद्द करने की नीति के अनुसार होटल {kept} रखता है।",
    reasonLabel: "कारण",
  },
};
