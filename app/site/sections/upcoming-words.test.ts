import { describe, it } from "vitest";
import { expectSameCopy } from "~/content/copy-pairs.testing";
import { upcomingWordsEn } from "./upcoming-words";
import { upcomingWordsHi } from "./upcoming-words.hi";

// Beside the words, not with the amenity pages' copy in app/content: these words sit above it.
describe("the amenity pages' Hindi copy says what the English says (product-rules.md: Hindi)", () => {
  it("the Upcoming words", () => {
    expectSameCopy(upcomingWordsEn, upcomingWordsHi);
  });
});
