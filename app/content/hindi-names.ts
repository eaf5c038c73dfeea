/**
 * Place names and clock times written for a Hindi page (product-rules.md: Hindi). Staff keep the
 * hotel's address in English, each line with an optional Hindi one (hotel-in-lang.ts); where they
 * left a line's Hindi empty, Hindi prose names the place in its usual Hindi spelling, and a name
 * this list does not know is quoted as staff saved it.
 */
const HINDI_PLACE_NAMES: Readonly<Record<string, string>> = {
  Omkareshwar: "ओंकारेश्वर",
  "Omkareshwar Jyotirlinga": "ओंकारेश्वर ज्योतिर्लिंग",
  Mamleshwar: "ममलेश्वर",
  Mandhata: "मांधाता",
  Khandwa: "खंडवा",
  Indore: "इंदौर",
  Ujjain: "उज्जैन",
  Maheshwar: "महेश्वर",
  "Madhya Pradesh": "मध्य प्रदेश",
};

/** "Omkareshwar" → "ओंकारेश्वर"; an unknown name as given. */
export function placeInHindi(name: string): string {
  return HINDI_PLACE_NAMES[name.trim()] ?? name;
}

/**
 * A 24-hour "HH:MM" hotel time as a Hindi sentence says it, on the 12-hour clock with the part of
 * the day, Latin digits as `twelveHour` writes them: "12:00" → "दोपहर 12:00 बजे", "10:00" → "सुबह
 * 10:00 बजे", "21:30" → "रात 9:30 बजे".
 */
export function hindiClockTime(time: string): string {
  const [hours, minutes] = time.split(":").map(Number);
  const part = hours >= 4 && hours < 12 ? "सुबह" : hours >= 12 && hours < 16 ? "दोपहर" : hours >= 16 && hours < 19 ? "शाम" : "रात";
  return `${part} ${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, "0")} बजे`;
}
