/**
 * Which of the site's facts a guest's message asks about (product-rules.md: Chat assistant). The
 * specific questions (a named facility, parking, times, Wi-Fi, food, cancelling, paying, a distance
 * the site does not give) come first; the broad keyword groups of the original site (rooms, booking,
 * facilities, location; the last one in the message wins) after them.
 */
import { facilitiesAskedAbout, unstatedPlaceIn } from "./chat-facts";
import { type ChatReplies, type ChatRoom, chatRepliesEn } from "./chat-replies";

/**
 * Keyword groups in the original site's order; when several match, the last one wins. Each also
 * knows the Hindi and Hinglish words pilgrims type ("कमरा", "kamra", "mandir kitni door"), so a
 * question in either is understood on a page in either language.
 */
export const keywordGroups = [
  {
    group: "room",
    words: ["room", "suite", "deluxe", "price", "tariff", "rate", "cost", "stay", "कमरा", "कमरे", "रूम", "किराया", "दाम", "डीलक्स", "सुइट", "kamra", "kamre", "kiraya", "kitne ka"],
  },
  {
    group: "booking",
    words: ["reserve", "availability", "available", "check-in", "check in", "checkout", "check-out", "payment", "pay", "उपलब्ध", "खाली", "भुगतान", "khali", "upalabdh"],
  },
  {
    group: "facilities",
    words: [
      "facilit", "amenit", "pool", "swim", "spa", "gym", "fitness", "wifi", "wi-fi", "parking", "restaurant", "food", "dining", "banquet", "event",
      "सुविधा", "पार्किंग", "खाना", "भोजन", "पूल", "suvidha", "khana", "bhojan",
    ],
  },
  {
    group: "location",
    words: [
      "location", "where", "address", "temple", "jyotirlinga", "distance", "far", "reach", "direction", "map",
      "कहाँ", "कहां", "पता", "मंदिर", "दूरी", "दूर", "रास्ता", "kahan", "mandir", "doori", "kitni door", "rasta",
    ],
  },
] as const;

export type KeywordGroup = (typeof keywordGroups)[number]["group"];

const isLatin = (word: string) => /^[\x20-\x7e]+$/.test(word);

/**
 * A Devanagari keyword starts a word, and a short one is the whole word, so a name such as
 * "दामोदर" is not read as "दाम" (price); Latin keywords match anywhere, as on the original site.
 */
const keywordMatchers = keywordGroups.map(({ group, words }) => {
  const hindi = words.filter((word) => !isLatin(word)).map((word) => word.normalize("NFC"));
  const alternatives = hindi.map((word) => (word.length < 4 ? `${word}(?![\\p{L}\\p{M}])` : word)).join("|");
  const hindiPattern = new RegExp(`(?<![\\p{L}\\p{M}])(?:${alternatives})`, "u");
  const latin = words.filter(isLatin);
  return { group, matches: (lower: string) => latin.some((word) => lower.includes(word)) || hindiPattern.test(lower) };
});

export function matchKeywordGroup(text: string): KeywordGroup | null {
  const lower = text.normalize("NFC").toLowerCase();
  let match: KeywordGroup | null = null;
  for (const { group, matches } of keywordMatchers) {
    if (matches(lower)) match = group;
  }
  return match;
}

/**
 * English words on word boundaries, or Hindi words at a word's start (any ending: "पार्किंग",
 * "सुविधाएँ"); a short Hindi word is written with its own end where a longer word could begin with it.
 */
const asked = (english: string, hindi?: string) =>
  new RegExp(hindi ? `${english}|(?<![\\p{L}\\p{M}])(?:${hindi.normalize("NFC")})` : english, "u");

const specificQuestions: readonly { asks: RegExp; reply: (lower: string, facts: ChatReplies["facts"]) => string | null }[] = [
  {
    asks: asked("\\b(far|distance|km|kms|reach|route|how to come|how do i get|kitni door|kitna door|doori)\\b", "दूरी|कितनी दूर|कितना दूर|किलोमीटर|किमी|पहुँच|पहुंच|रास्ता"),
    reply: (lower, facts) => {
      const place = unstatedPlaceIn(lower);
      return place ? facts.unstatedDistance(place) : null;
    },
  },
  {
    // Before the facilities: "rooftop bar" or "beer on the terrace" is a question about alcohol (product-rules.md: What is open).
    asks: asked(
      "\\b(alcohol\\w*|liquor|beers?|wines?|whiske?y|vodka|rum|gin|brandy|scotch|cocktails?|booze|pub|bars?|daaru|daru|sharab|sharaab)\\b",
      // Not "बार" alone: it is also "time", as in "एक बार".
      "शराब|दारू|दारु|बीयर|बियर|वाइन|व्हिस्की|मदिरा|(?:रूफ़टॉप|रूफटॉप|छत पर) बार",
    ),
    reply: (_lower, facts) => facts.alcohol(),
  },
  {
    asks: asked(
      "\\b(pool|pools|swim|swimming|spa|massage|wellness|gym|fitness|workout|exercise|roof ?top|terrace)\\b",
      "(?:पूल|जिम|छत|स्पा)(?:ों)?(?![\\p{L}\\p{M}])|स्विमिंग|तैराकी|तैरने|मसाज|मालिश|वेलनेस|फ़िटनेस|फिटनेस|कसरत|व्यायाम|रूफ़टॉप|रूफटॉप",
    ),
    reply: (lower, facts) => facts.named(facilitiesAskedAbout(lower, facts.statuses())),
  },
  { asks: asked("\\bpark(ing)?\\b", "पार्किंग|गाड़ी (?:कहाँ |कहां )?(?:खड़ी|रख|पार्क)"), reply: (_lower, facts) => facts.parking() },
  {
    asks: asked(
      "\\b(check[- ]?in|check[- ]?out)\\b.*\\b(time|timing|timings|when|early|late|kab|baje|samay)\\b|\\b(time|timing|timings|when|what time)\\b.*\\bcheck[- ]?(in|out)\\b",
      "चेक[- ]?(?:इन|आउट).*(?:समय|टाइम|कब|बजे|जल्दी|देर)|(?:समय|टाइम|कब|कितने बजे).*चेक[- ]?(?:इन|आउट)",
    ),
    reply: (_lower, facts) => facts.times(),
  },
  { asks: asked("\\b(wi-?fi|internet)\\b", "वाई[- ]?फ\u093C?ाई|इंटरनेट"), reply: (_lower, facts) => facts.wifi },
  {
    asks: asked(
      "\\b(food|restaurant|dining|breakfast|lunch|dinner|meals?|veg|vegetarian|non-veg|khana|khane|bhojan|nashta|thali)\\b",
      "खाना|खाने|भोजन|नाश्ता|नाश्ते|रेस्टोरेंट|रेस्तरां|लंच|डिनर|शाकाहारी|मांसाहारी|नॉन[- ]?वेज|थाली",
    ),
    reply: (_lower, facts) => facts.dining,
  },
  { asks: asked("\\bcancel(lation|led|ling)?\\b|\\brefund\\b", "रद्द|कैंसल|कैंसिल|रिफ\u093C?ंड"), reply: (_lower, facts) => facts.cancellation },
  { asks: asked("\\b(pay|payment|upi|card|cash|bhugtan)\\b", "भुगतान|पेमेंट|यूपीआई|कार्ड|नकद|कैश(?![\\p{L}\\p{M}])"), reply: (_lower, facts) => facts.payment },
  { asks: asked("\\b(facilit\\w*|amenit\\w*|suvidha\\w*)\\b", "सुविधा"), reply: (_lower, facts) => facts.facilities() },
];

// Devanagari letters are not "word" characters to \b, so the Hindi forms have their own patterns.
const greetingPattern =
  /^\s*(?:(hi+|hello+|hey+|hii+|namaste|namaskar|ram ram|pranam|good (morning|afternoon|evening)|hola)\b[\s!.,]*(there)?|(नमस्ते|नमस्कार|राम राम|प्रणाम|जय श्री राम|हेलो|हैलो|हलो|हाय)[\s!,]*(जी)?)[\s!.।]*$/i;
const thanksPattern = /^\s*(?:(thanks|thank you|thank u|thx|ok thanks|great thanks|dhanyavad|shukriya)\b|धन्यवाद|शुक्रिया|थैंक)/i;

/**
 * The answer from the site's facts in the reply set's language, or null when the message asks
 * nothing the site answers.
 */
export function answerFor(text: string, rooms: readonly ChatRoom[], replies: ChatReplies = chatRepliesEn): string | null {
  const lower = text.normalize("NFC").toLowerCase();
  if (greetingPattern.test(text)) return replies.hello;
  if (thanksPattern.test(text)) return replies.thanks;
  for (const { asks, reply } of specificQuestions) {
    if (!asks.test(lower)) continue;
    const answer = reply(lower, replies.facts);
    if (answer) return answer;
  }
  switch (matchKeywordGroup(text)) {
    case "room":
      return replies.rooms(rooms);
    case "booking":
      return replies.booking();
    case "facilities":
      return replies.facts.facilities();
    case "location":
      return replies.facts.location();
    default:
      return null;
  }
}

/** A message that asks rather than answers: a question mark, or a question's first word. */
export function isQuestion(text: string): boolean {
  return (
    /\?\s*$/.test(text) ||
    /^\s*(what|where|when|why|how|which|who|is|are|do|does|can|could|will|would|shall|should|tell me|kya|kahan|kab|kaise|kitna|kitni|kitne|kaun|kyun|kyon)\b/i.test(text) ||
    /^\s*(क्या|कहाँ|कहां|कब|कैसे|कितना|कितनी|कितने|कौन|क्यों|बताइए|बताएँ|बताएं)(?![\p{L}\p{M}])/u.test(text) ||
    greetingPattern.test(text) ||
    thanksPattern.test(text)
  );
}
