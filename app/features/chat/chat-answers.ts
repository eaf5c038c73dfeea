/**
 * Which of the site's facts a guest's message asks about (product-rules.md: Chat assistant). The
 * specific questions (a named facility, parking, times, Wi-Fi, food, cancelling, paying, a distance
 * the site does not give) come first; the broad keyword groups of the original site (rooms, booking,
 * facilities, location; the last one in the message wins) after them.
 */
import {
  cancellationReply,
  diningReply,
  facilitiesAskedAbout,
  facilitiesReply,
  locationReply,
  namedFacilitiesReply,
  parkingReply,
  paymentReply,
  timesReply,
  unstatedDistanceReply,
  wifiReply,
} from "./chat-facts";
import { type ChatRoom, bookingReply, helloReply, roomReply, thanksReply } from "./chat-replies";

/**
 * Keyword groups in the original site's order; when several match, the last one wins. Each also
 * knows the Hindi and Hinglish words pilgrims type ("कमरा", "kamra", "mandir kitni door"), so a
 * question in either is understood even while the answers are in English.
 */
export const keywordGroups = [
  {
    group: "room",
    words: ["room", "suite", "deluxe", "price", "tariff", "rate", "cost", "stay", "कमरा", "कमरे", "रूम", "किराया", "दाम", "kamra", "kamre", "kiraya", "kitne ka"],
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

export function matchKeywordGroup(text: string): KeywordGroup | null {
  const lower = text.toLowerCase();
  let match: KeywordGroup | null = null;
  for (const { group, words } of keywordGroups) {
    if (words.some((word) => lower.includes(word))) match = group;
  }
  return match;
}

const specificQuestions: readonly { asks: RegExp; reply: (lower: string) => string | null }[] = [
  { asks: /\b(far|distance|km|kms|reach|route|how to come|how do i get)\b/, reply: unstatedDistanceReply },
  {
    asks: /\b(pool|pools|swim|swimming|spa|massage|wellness|gym|fitness|workout|exercise|roof ?top|terrace|bar)\b/,
    reply: (lower) => namedFacilitiesReply(facilitiesAskedAbout(lower)),
  },
  { asks: /\bpark(ing)?\b/, reply: parkingReply },
  { asks: /\b(check[- ]?in|check[- ]?out)\b.*\b(time|timing|timings|when|early|late)\b|\b(time|timing|timings|when|what time)\b.*\bcheck[- ]?(in|out)\b/, reply: timesReply },
  { asks: /\b(wi-?fi|internet)\b/, reply: () => wifiReply },
  { asks: /\b(food|restaurant|dining|breakfast|lunch|dinner|meals?|veg|vegetarian|non-veg)\b/, reply: () => diningReply },
  { asks: /\bcancel(lation|led|ling)?\b|\brefund\b/, reply: () => cancellationReply },
  { asks: /\b(pay|payment|upi|card|cash)\b/, reply: () => paymentReply },
  { asks: /\b(facilit\w*|amenit\w*)\b/, reply: () => facilitiesReply() },
];

// Devanagari letters are not "word" characters to \b, so the Hindi forms have their own patterns.
const greetingPattern =
  /^\s*(?:(hi+|hello+|hey+|hii+|namaste|namaskar|ram ram|pranam|good (morning|afternoon|evening)|hola)\b[\s!.,]*(there)?|(नमस्ते|नमस्कार|राम राम|प्रणाम|जय श्री राम)[\s!,]*(जी)?)[\s!.।]*$/i;
const thanksPattern = /^\s*(?:(thanks|thank you|thank u|thx|ok thanks|great thanks|dhanyavad|shukriya)\b|धन्यवाद|शुक्रिया)/i;

/** The answer from the site's facts, or null when the message asks nothing the site answers. */
export function answerFor(text: string, rooms: readonly ChatRoom[]): string | null {
  const lower = text.toLowerCase();
  if (greetingPattern.test(text)) return helloReply;
  if (thanksPattern.test(text)) return thanksReply;
  for (const { asks, reply } of specificQuestions) {
    if (!asks.test(lower)) continue;
    const answer = reply(lower);
    if (answer) return answer;
  }
  switch (matchKeywordGroup(text)) {
    case "room":
      return roomReply(rooms);
    case "booking":
      return bookingReply();
    case "facilities":
      return facilitiesReply();
    case "location":
      return locationReply();
    default:
      return null;
  }
}

/** A message that asks rather than answers: a question mark, or a question's first word. */
export function isQuestion(text: string): boolean {
  return (
    /\?\s*$/.test(text) ||
    /^\s*(what|where|when|why|how|which|who|is|are|do|does|can|could|will|would|shall|should|tell me)\b/i.test(text) ||
    greetingPattern.test(text) ||
    thanksPattern.test(text)
  );
}
