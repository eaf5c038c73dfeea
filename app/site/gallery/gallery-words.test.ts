import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { expectHindi, expectSameCopy } from "~/content/copy-pairs.testing";
import { galleryWordsEn } from "./gallery-words";
import { galleryWordsHi } from "./gallery-words.hi";
import { seedGalleryHi } from "./gallery-seed.hi";

describe("the gallery's words", () => {
  it("say the same in Hindi, with the same placeholders", () => {
    expectSameCopy(galleryWordsEn, galleryWordsHi);
  });

  it("name every illustration the gallery is seeded with in Hindi, under the heading it is seeded with", () => {
    const sql = readFileSync(new URL("../../../migrations/0002_seed.sql", import.meta.url), "utf8");
    const section = sql.slice(sql.indexOf("INSERT INTO gallery"));
    const seeded = [...section.matchAll(/^\(\d+, '([^']+)', '(?:[^']|'')*', '((?:[^']|'')*)', \d+\)/gm)].map(([, file, heading]) => [
      file,
      heading.replaceAll("''", "'"),
    ]);
    expect(seeded).toHaveLength(12);
    expect(Object.keys(seedGalleryHi).sort()).toEqual(seeded.map(([file]) => file).sort());
    for (const [file, heading] of seeded) {
      expect(seedGalleryHi[file]?.heading, file).toBe(heading);
      expectHindi(seedGalleryHi[file]?.hi.heading ?? "", `${file} heading`);
      expectHindi(seedGalleryHi[file]?.hi.alt ?? "", `${file} alt`);
    }
  });
});
