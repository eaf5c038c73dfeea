import { describe, expect, it } from "vitest";
import { rupeesInWords, rupeesInWordsHindi } from "./amount-in-words";
import { itGivesEach } from "./table-test-support";

describe("rupeesInWords", () => {
  itGivesEach("%i paise → %s", rupeesInWords, [
    [0, "Rupees Zero Only"],
    [5, "Rupees Zero and Five Paise Only"],
    [100, "Rupees One Only"],
    [1_100, "Rupees Eleven Only"],
    [2_000, "Rupees Twenty Only"],
    [4_200, "Rupees Forty Two Only"],
    [10_000, "Rupees One Hundred Only"],
    [100_100, "Rupees One Thousand One Only"],
    [1_235_000, "Rupees Twelve Thousand Three Hundred Fifty Only"],
    [1_230_000, "Rupees Twelve Thousand Three Hundred Only"],
    [10_000_000, "Rupees One Lakh Only"],
    [12_345_650, "Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Fifty Paise Only"],
    [1_000_000_000, "Rupees One Crore Only"],
    [1_000_000_099, "Rupees One Crore and Ninety Nine Paise Only"],
    [2_050_000_001, "Rupees Two Crore Five Lakh and One Paise Only"],
    [
      99_999_999_999,
      "Rupees Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paise Only",
    ],
    [100_000_000_000, "Rupees One Hundred Crore Only"],
    [-1_235_000, "Minus Rupees Twelve Thousand Three Hundred Fifty Only"],
  ]);

  it("names every number from 1 to 99 with a word or two and no gaps", () => {
    for (let rupees = 1; rupees < 100; rupees++) {
      expect(rupeesInWords(rupees * 100)).toMatch(/^Rupees [A-Z][a-z]+( [A-Z][a-z]+)? Only$/);
    }
    expect(rupeesInWords(1_900)).toBe("Rupees Nineteen Only");
    expect(rupeesInWords(7_700)).toBe("Rupees Seventy Seven Only");
  });

  it("refuses fractions of a paisa", () => {
    expect(() => rupeesInWords(1.5)).toThrow(RangeError);
    expect(() => rupeesInWords(Number.NaN)).toThrow(RangeError);
  });
});

describe("rupeesInWordsHindi", () => {
  it.each([
    [0, "शून्य रुपये मात्र"],
    [100, "एक रुपया मात्र"],
    [1, "शून्य रुपये एक पैसा मात्र"],
    [500, "पाँच रुपये मात्र"],
    [1_500, "पंद्रह रुपये मात्र"],
    [3_800, "अड़तीस रुपये मात्र"],
    [5_300, "तिरेपन रुपये मात्र"],
    [6_700, "सड़सठ रुपये मात्र"],
    [7_900, "उनासी रुपये मात्र"],
    [8_900, "नवासी रुपये मात्र"],
    [9_900, "निन्यानबे रुपये मात्र"],
    [12_345_650, "एक लाख तेईस हज़ार चार सौ छप्पन रुपये पचास पैसे मात्र"],
    [45_000_000_000, "पैंतालीस करोड़ रुपये मात्र"],
    [
      99_999_999_999,
      "निन्यानबे करोड़ निन्यानबे लाख निन्यानबे हज़ार नौ सौ निन्यानबे रुपये निन्यानबे पैसे मात्र",
    ],
    [-2_100, "ऋण इक्कीस रुपये मात्र"],
  ])("%i paise → %s", (paise, words) => {
    expect(rupeesInWordsHindi(paise).normalize("NFC")).toBe(words.normalize("NFC"));
  });

  it("has a hand-checked word for each irregular number", () => {
    // Read off a Hindi number chart one by one: the words that are not just "tens + ones".
    const checked: Record<number, string> = {
      11: "ग्यारह",
      19: "उन्नीस",
      29: "उनतीस",
      33: "तैंतीस",
      44: "चवालीस",
      49: "उनचास",
      51: "इक्यावन",
      59: "उनसठ",
      64: "चौंसठ",
      69: "उनहत्तर",
      72: "बहत्तर",
      76: "छिहत्तर",
      81: "इक्यासी",
      88: "अट्ठासी",
      92: "बानबे",
      97: "सत्तानबे",
    };
    for (const [number, word] of Object.entries(checked)) {
      expect(rupeesInWordsHindi(Number(number) * 100)).toBe(`${word} रुपये मात्र`);
    }
  });

  it("gives the hundred numbers 0 to 99 a hundred different words, already in NFC", () => {
    const words = new Set<string>();
    for (let n = 0; n < 100; n++) {
      const text = rupeesInWordsHindi(n);
      expect(text.normalize("NFC")).toBe(text);
      const word = text.replace(/^शून्य रुपये /, "").replace(/ (पैसे|पैसा) मात्र$/, "");
      words.add(n === 0 ? "शून्य" : word);
      expect(word).not.toMatch(/\s/);
    }
    expect(words.size).toBe(100);
  });

  it("uses the same Indian places as the English", () => {
    expect(rupeesInWordsHindi(10_000_000)).toBe("एक लाख रुपये मात्र");
    expect(rupeesInWordsHindi(1_000_000_000).normalize("NFC")).toBe("एक करोड़ रुपये मात्र".normalize("NFC"));
    expect(rupeesInWordsHindi(100_100).normalize("NFC")).toBe("एक हज़ार एक रुपये मात्र".normalize("NFC"));
  });
});
