import { describe, expect, expectTypeOf, it } from "vitest";
import type { ImageSource } from "./content-types";
import { type WordsOf, withWords } from "./words-over-copy";

const picture: ImageSource = { src: "/illustrations/pool.svg", width: 1200, height: 800, alt: "The pool" };

interface Card {
  id: string;
  title: string;
  image: ImageSource;
  minutes: number;
  kind: "pool" | "spa";
  note?: string;
  link: { to: string; label: string };
  tags: string[];
}

const card: Card = {
  id: "pool",
  title: "Pool",
  image: picture,
  minutes: 45,
  kind: "pool",
  note: "Opens soon",
  link: { to: "/Swimmingpool", label: "See the pool" },
  tags: ["Kids", "Lifeguard"],
};

const words: WordsOf<Card> = { title: "पूल", note: "जल्द", link: { label: "पूल देखें" }, tags: ["बच्चे", "लाइफ़गार्ड"] };

describe("withWords: a copy in another language from one structure", () => {
  it("keeps only the words in the words' type: no ids, links, pictures, numbers or literal values", () => {
    expectTypeOf<WordsOf<Card>>().toEqualTypeOf<{
      title: string;
      note?: string;
      link: { label: string };
      tags: readonly string[];
    }>();
    expectTypeOf<keyof WordsOf<{ spaces: ImageSource[]; hours: number[] }>>().toEqualTypeOf<never>();
  });

  it("lays the words over the structure and keeps the structure's data", () => {
    const hindi = withWords(card, words);
    expect(hindi).toEqual({ ...card, ...words, link: { to: "/Swimmingpool", label: "पूल देखें" } });
    expect([hindi.id, hindi.image, hindi.minutes, hindi.kind]).toEqual(["pool", picture, 45, "pool"]);
  });

  it("shows each picture as the language shows it, and leaves the copy itself untouched", () => {
    const hindiAlt = (image: ImageSource) => ({ ...image, alt: `${image.src} हिन्दी में` });
    const list = withWords([card, card], [words, words], hindiAlt);
    expect(list.map((item) => item.image)).toEqual([
      { ...picture, alt: "/illustrations/pool.svg हिन्दी में" },
      { ...picture, alt: "/illustrations/pool.svg हिन्दी में" },
    ]);
    expect(card.title).toBe("Pool");
    expect(card.image.alt).toBe("The pool");
  });

  it("keeps a getter a getter, read when the page is shown", () => {
    let address = "https://example.com/a";
    const post = {
      caption: "Sunrise",
      get src() {
        return address;
      },
    };
    const hindi = withWords(post, { caption: "सूर्योदय" });
    address = "https://example.com/b";
    expect(hindi.src).toBe("https://example.com/b");
    expect(hindi.caption).toBe("सूर्योदय");
  });

  it("refuses a list whose words lost or gained an item", () => {
    expect(() => withWords({ tags: ["Kids", "Lifeguard"] }, { tags: ["बच्चे"] })).toThrow("tags: 2 items, but words for 1");
    expect(() => withWords(["A"], ["क", "ख"])).toThrow("(root): 1 items, but words for 2");
  });

  it("refuses words for a field the copy leaves out, which would vanish unseen", () => {
    const plain: { title: string; note?: string }[] = [{ title: "Pool" }];
    expect(() => withWords(plain, [{ title: "पूल", note: "जल्द" }])).toThrow("0.note: words for something the copy does not have");
  });
});
