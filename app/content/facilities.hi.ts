import { type FacilitiesPage, type Facility, facilities, facilitiesPageEn } from "./facilities";
import facilityWordsHi from "./facilities.hi.json";
import { hotel } from "./hotel";
import { inHindi } from "./in-hindi";

/**
 * The twelve facility cards in Hindi (product-rules.md: Hindi): the words in facilities.hi.json, in
 * the order of facilities.ts, which gives them their ids, pictures (shown with their Hindi alt text),
 * links and Upcoming marks.
 */
export const facilitiesHi: readonly Facility[] = inHindi(facilities, facilityWordsHi);

export const facilitiesPageHi = (): FacilitiesPage => inHindi(facilitiesPageEn(), {
  meta: {
    title: "हमारी सुविधाएँ",
    crumb: "सुविधाएँ",
    description: `ओंकारेश्वर के ${hotel.shortName} की सुविधाएँ: आरामदायक कमरे, शाकाहारी भोजन, 10,000 वर्ग फ़ुट का बैंक्वेट हॉल, 27,000 वर्ग फ़ुट का मैरिज गार्डन, स्विमिंग पूल, 24/7 वाई-फ़ाई, कॉन्फ़्रेंस हॉल, पार्किंग और 24 घंटे रूम सर्विस।`,
    keywords:
      "ओंकारेश्वर होटल सुविधाएँ, ओंकारेश्वर बैंक्वेट हॉल, ओंकारेश्वर मैरिज गार्डन, ओंकारेश्वर स्विमिंग पूल वाला होटल, खंडवा कॉन्फ़्रेंस हॉल",
  },
  hero: {
    title: "हमारी सुविधाएँ",
    subtitle: `${hotel.shortName} में आराम और शान का पूरा अनुभव लीजिए`,
  },
  section: {
    eyebrow: "सब कुछ एक ही जगह",
    title: "तीर्थयात्रियों, परिवारों और उत्सवों के लिए आराम",
    introBefore:
      "सुबह जल्दी दर्शन के बाद शांत कमरे से लेकर हमारे मैरिज गार्डन में सैकड़ों मेहमानों वाली शादी तक, रिसॉर्ट उन्हीं ज़रूरतों के हिसाब से बना है जो ओंकारेश्वर आने वाले मेहमानों की होती हैं: आराम, अच्छा शाकाहारी भोजन, मिलने-जुलने की जगह, और जब भी आप कहें, तब मदद। जिन सुविधाओं पर ",
    introAfter: " लिखा है, वे अभी पूरी की जा रही हैं।",
  },
  upcoming: "जल्द आ रहा है",
  opensOn: "{date} से खुलेगा",
  items: facilityWordsHi,
});
