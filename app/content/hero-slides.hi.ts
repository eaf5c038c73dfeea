import { type HeroSlide, heroSlidesWith } from "./hero-slides";

/** The home page's hero slides' words in Hindi: `heroSlides` gives the same slides, pictures and links. */
export const heroSlidesHi: readonly HeroSlide[] = heroSlidesWith([
  {
    eyebrow: "त्योहारों का मौसम",
    heading: "नर्मदा किनारे मनाइए त्योहार",
    paragraph: "घाटों पर दीये, शाम की आरती और त्योहार के दिन की ख़ास थाली: इस बार त्योहार ज्योतिर्लिंग के पास मनाइए।",
    alt: "रात में नदी के ऊपर गेंदे की मालाएँ, कंदील और आतिशबाज़ी",
    link: { label: "कमरे और सुइट देखें" },
  },
  {
    eyebrow: "नर्मदा के किनारे",
    heading: "नदी के नज़ारे के साथ जागिए",
    paragraph:
      "ओंकारेश्वर के मुख्य मार्ग पर शांत कमरे और शुद्ध शाकाहारी भोजन: दर्शन, घाटों और परिक्रमा के बीच आराम से ठहरिए।",
    alt: "हल्के आसमान में उड़ते पक्षी और नर्मदा पर उगता सूरज",
    link: { label: "कमरे देखें" },
  },
  {
    eyebrow: "ज्योतिर्लिंग के पास",
    heading: "दर्शन के पास, भीड़ से दूर",
    paragraph:
      "ओंकारेश्वर ज्योतिर्लिंग कार से बस 10 मिनट दूर है; सुबह की कतार के बाद लौटिए ठंडे कमरे और अपनेपन भरे स्वागत में।",
    alt: "मांधाता द्वीप की पहाड़ी के ऊपर केसरिया शाम का आसमान",
    link: { label: "यात्रा की योजना" },
  },
]);
