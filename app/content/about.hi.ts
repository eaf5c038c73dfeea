import { type AboutPage, aboutPageEn } from "./about";
import { placeInHindi } from "./hindi-names";
import { hotel } from "./hotel";
import { addressIn } from "./hotel-in-lang";
import { inHindi } from "./in-hindi";

/**
 * The About page in Hindi (product-rules.md: Hindi), written for pilgrims and families: its words
 * over about.ts, with the same story, mission, values and kitchen, the same pictures, and the same
 * facts from the identity config (the town, the temple's distance).
 */
export const aboutPageHi = (): AboutPage => {
  // Staff's Hindi for the town and state where they wrote it, else the usual Hindi spelling.
  const address = addressIn("hi");
  const town = placeInHindi(address.locality);
  const region = placeInHindi(address.region);
  const temple = placeInHindi(hotel.temple.name);
  return inHindi(aboutPageEn(), {
    meta: {
      title: "हमारे बारे में",
      crumb: "हमारे बारे में",
      description: `${hotel.shortName} ओंकारेश्वर आने वाले मुख्य मार्ग पर, ज्योतिर्लिंग मंदिर के पास, नर्मदा के तट पर है: हमारी कहानी, हमारा ध्येय, हमारे मूल्य और शाकाहारी क्षेत्रीय भोजन।`,
      keywords:
        "Narmada Riverside Resort के बारे में, नर्मदा किनारे ओंकारेश्वर होटल, ओंकारेश्वर ज्योतिर्लिंग के पास होटल, मध्य प्रदेश में तीर्थयात्रियों के लिए ठहराव",
    },
    hero: {
      title: "हमारे बारे में",
      subtitle: "पावन ओंकारेश्वर में आपका आध्यात्मिक आश्रय",
    },
    intro: {
      eyebrow: "स्वागत है",
      title: `${hotel.shortName}: नर्मदा किनारे सुकून`,
      paragraphs: [
        `${hotel.shortName} पवित्र नर्मदा के तट पर ${town} में है, जहाँ नदी मांधाता द्वीप और ज्योतिर्लिंग मंदिर को घेरते हुए मुड़ती है। हमने इसे उन तीर्थयात्रियों के लिए बनाया है जो दर्शन और परिक्रमा के लिए आते हैं, और उन पर्यटकों और परिवारों के लिए जो नदी, घाटों और पहाड़ियों की शांति के लिए आते हैं।`,
        `हम ${town}, ${region} के मुख्य मार्ग पर हैं, ${temple} से ${hotel.temple.km} km दूर (कार से लगभग ${hotel.temple.minutesByCar} मिनट) — इसलिए भोर के दर्शन हों, शाम को नाव की सैर हो या आगे महेश्वर और उज्जैन की यात्रा, सब हमारे दरवाज़े से शुरू होता है। लौटकर आइए ठंडे कमरे में, ताज़ा पके शाकाहारी भोजन पर, ऐसे लोगों के बीच जिन्हें आपकी मदद करके ख़ुशी होती है।`,
      ],
      seeRooms: "हमारे कमरे देखें",
      exploreOmkareshwar: "ओंकारेश्वर घूमें",
    },
    missionVisionLabel: "हमारा ध्येय और हमारी दृष्टि",
    mission: {
      title: "हमारा ध्येय",
      content:
        "हर मेहमान को ऐसा शांत और आरामदायक ठहराव देना जो उनकी आध्यात्मिक यात्रा को और सुंदर बनाए, और जिसमें मेहमाननवाज़ी के सबसे ऊँचे मानक निभाए जाएँ।",
    },
    vision: {
      title: "हमारी दृष्टि",
      content: `${town} में मेहमाननवाज़ी का अग्रणी ठिकाना बनना, जो मेहमानों के आराम, आध्यात्मिक वातावरण और सच्चे सांस्कृतिक अनुभवों के लिए जाना जाए।`,
    },
    values: {
      eyebrow: "हमारी राह",
      title: "हमारे मूल मूल्य",
      intro: "गेट पर स्वागत से लेकर चाय के आख़िरी प्याले तक, हर ठहराव तीन बातों से बनता है।",
      items: [
        {
          title: "दिव्य सामंजस्य",
          content:
            "पावन नगरी में एक शांत ठिकाना: शांत कमरे, सुकून भरी सुबहें और ऐसा माहौल जो पूजा, व्रत और त्योहारों की लय का सम्मान करता है।",
        },
        {
          title: "मेज़बानी की कला",
          content:
            "अतिथि देवो भव — मेहमान भगवान का रूप है। हम आपका दिल से स्वागत करते हैं, आपकी कही बात याद रखते हैं और बुज़ुर्गों व बच्चों का ख़्याल अपने परिवार की तरह रखते हैं।",
        },
        {
          title: "सांस्कृतिक अनुभव",
          content:
            "नर्मदा, उसके घाट और मंदिर, मालवा और निमाड़ का खाना: हम आपको ओंकारेश्वर को वैसे जीने में मदद करते हैं जैसे यहाँ के लोग उसे जीते हैं, सिर्फ़ घूमकर लौट जाने भर के लिए नहीं।",
        },
      ],
    },
    cuisine: {
      eyebrow: "हमारी रसोई से",
      title: "पारंपरिक क्षेत्रीय भोजन",
      description:
        "हमारी रसोई पूरी तरह शाकाहारी है और नर्मदा के आसपास की धरती का खाना पकाती है — मालवा और निमाड़ का भरपूर, घर जैसा खाना, जो हर दिन ताज़ा बनता है।",
      sections: [
        {
          title: "पारंपरिक थाली",
          content:
            "दाल, मौसमी सब्ज़ी, कढ़ी, चावल, गरम फुलके और चटनियाँ, सब एक ही थाली में, और मन भरने तक दोबारा परोसी जाती हैं — जैसा एक तीर्थयात्री का भोजन होना चाहिए।",
        },
        {
          title: "क्षेत्रीय ख़ासियतें",
          content:
            "घी के साथ दाल बाफला, इंदौरी पोहा-जलेबी, भुट्टे का कीस और व्रत के दिनों के लिए साबूदाना खिचड़ी: मालवा और निमाड़ का स्वाद।",
        },
        {
          title: "त्योहारों की मिठाइयाँ",
          content:
            "शिवरात्रि, दिवाली और बीच के हर उत्सव के लिए मालपुआ, मावा बाटी, श्रीखंड और लड्डू — मिल-बाँटकर खाने के लिए, और प्रसाद के रूप में घर ले जाने के लिए।",
        },
      ],
      visitRestaurant: "हमारा रेस्तराँ देखें",
    },
  });
};
