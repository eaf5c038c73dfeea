/**
 * An amount in words, as a tax invoice states its total (CGST rule 46) and as Indian cheques and
 * bills write it: the Indian system of thousand, lakh (1,00,000) and crore (1,00,00,000), rupees
 * then paise, ending "Only". Integer paise in, so the words never disagree with the figures.
 *
 * English leaves out "and" between the hundreds and the tens ("Four Hundred Fifty Six") so that
 * the one "and" in the text always joins the paise ("and Fifty Paise"): "Three Hundred and Fifty
 * Only" could otherwise be read either way.
 */

const englishOnes = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
] as const;

const englishTens = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"] as const;

/**
 * Hindi's numbers below a hundred are each their own word (छप्पन is not "fifty-six" put together),
 * so all hundred are listed. Nukta letters (ड़) are written as the letter and the nukta, the form
 * NFC keeps, like the rest of the site's Hindi.
 */
const hindiBelowHundred = [
  "शून्य",
  "एक",
  "दो",
  "तीन",
  "चार",
  "पाँच",
  "छह",
  "सात",
  "आठ",
  "नौ",
  "दस",
  "ग्यारह",
  "बारह",
  "तेरह",
  "चौदह",
  "पंद्रह",
  "सोलह",
  "सत्रह",
  "अठारह",
  "उन्नीस",
  "बीस",
  "इक्कीस",
  "बाईस",
  "तेईस",
  "चौबीस",
  "पच्चीस",
  "छब्बीस",
  "सत्ताईस",
  "अट्ठाईस",
  "उनतीस",
  "तीस",
  "इकतीस",
  "बत्तीस",
  "तैंतीस",
  "चौंतीस",
  "पैंतीस",
  "छत्तीस",
  "सैंतीस",
  "अड\u093Cतीस",
  "उनतालीस",
  "चालीस",
  "इकतालीस",
  "बयालीस",
  "तैंतालीस",
  "चवालीस",
  "पैंतालीस",
  "छियालीस",
  "सैंतालीस",
  "अड\u093Cतालीस",
  "उनचास",
  "पचास",
  "इक्यावन",
  "बावन",
  "तिरेपन",
  "चौवन",
  "पचपन",
  "छप्पन",
  "सत्तावन",
  "अट्ठावन",
  "उनसठ",
  "साठ",
  "इकसठ",
  "बासठ",
  "तिरेसठ",
  "चौंसठ",
  "पैंसठ",
  "छियासठ",
  "सड\u093Cसठ",
  "अड\u093Cसठ",
  "उनहत्तर",
  "सत्तर",
  "इकहत्तर",
  "बहत्तर",
  "तिहत्तर",
  "चौहत्तर",
  "पचहत्तर",
  "छिहत्तर",
  "सतहत्तर",
  "अठहत्तर",
  "उनासी",
  "अस्सी",
  "इक्यासी",
  "बयासी",
  "तिरासी",
  "चौरासी",
  "पचासी",
  "छियासी",
  "सत्तासी",
  "अट्ठासी",
  "नवासी",
  "नब्बे",
  "इक्यानबे",
  "बानबे",
  "तिरानबे",
  "चौरानबे",
  "पचानबे",
  "छियानबे",
  "सत्तानबे",
  "अट्ठानबे",
  "निन्यानबे",
] as const;

/** The words of one place in the Indian system, largest first. */
interface Scale {
  crore: string;
  lakh: string;
  thousand: string;
  hundred: string;
}

const englishScale: Scale = { crore: "Crore", lakh: "Lakh", thousand: "Thousand", hundred: "Hundred" };
const hindiScale: Scale = { crore: "करोड\u093C", lakh: "लाख", thousand: "हज\u093Cार", hundred: "सौ" };

function englishBelowHundred(n: number): string {
  if (n < 20) return englishOnes[n] ?? "";
  const tens = englishTens[Math.floor(n / 10)] ?? "";
  const ones = n % 10;
  return ones === 0 ? tens : `${tens} ${englishOnes[ones]}`;
}

function hindiBelowHundredWord(n: number): string {
  return hindiBelowHundred[n] ?? "";
}

/**
 * A whole number above zero in the Indian system. Beyond 99 crore the count of crores is itself
 * put in words ("One Hundred Crore"), as Indian usage does rather than switching to arab/kharab.
 */
function indianWords(n: number, belowHundred: (n: number) => string, scale: Scale): string {
  const parts: string[] = [];
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousands = Math.floor((n % 100_000) / 1_000);
  const hundreds = Math.floor((n % 1_000) / 100);
  const rest = n % 100;
  if (crores > 0) parts.push(`${indianWords(crores, belowHundred, scale)} ${scale.crore}`);
  if (lakhs > 0) parts.push(`${belowHundred(lakhs)} ${scale.lakh}`);
  if (thousands > 0) parts.push(`${belowHundred(thousands)} ${scale.thousand}`);
  if (hundreds > 0) parts.push(`${belowHundred(hundreds)} ${scale.hundred}`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(" ");
}

function splitPaise(paise: number): { negative: boolean; rupees: number; paise: number } {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Paise must be a whole number, got ${paise}`);
  const magnitude = Math.abs(paise);
  return { negative: paise < 0, rupees: Math.floor(magnitude / 100), paise: magnitude % 100 };
}

/**
 * "Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Fifty Paise Only";
 * "Rupees Zero Only"; "Rupees Zero and Five Paise Only"; a negative amount starts "Minus".
 */
export function rupeesInWords(paise: number): string {
  const amount = splitPaise(paise);
  const rupees = amount.rupees === 0 ? "Zero" : indianWords(amount.rupees, englishBelowHundred, englishScale);
  const paiseWords = amount.paise === 0 ? "" : ` and ${englishBelowHundred(amount.paise)} Paise`;
  return `${amount.negative ? "Minus " : ""}Rupees ${rupees}${paiseWords} Only`;
}

/**
 * "एक लाख तेईस हज़ार चार सौ छप्पन रुपये पचास पैसे मात्र": the number before the unit, as Hindi
 * says it, with the singular for exactly one ("एक रुपया", "एक पैसा"); a negative amount starts
 * "ऋण". Paise alone read "शून्य रुपये पाँच पैसे मात्र", so the rupees are always named.
 */
export function rupeesInWordsHindi(paise: number): string {
  const amount = splitPaise(paise);
  const rupeeNumber = amount.rupees === 0 ? "शून्य" : indianWords(amount.rupees, hindiBelowHundredWord, hindiScale);
  const rupeeUnit = amount.rupees === 1 ? "रुपया" : "रुपये";
  const paiseWords =
    amount.paise === 0 ? "" : ` ${hindiBelowHundredWord(amount.paise)} ${amount.paise === 1 ? "पैसा" : "पैसे"}`;
  return `${amount.negative ? "ऋण " : ""}${rupeeNumber} ${rupeeUnit}${paiseWords} मात्र`;
}
