import { describe, it } from "vitest";
import { expectSameCopy } from "~/content/copy-pairs.testing";
import { eventWordsEn } from "./event-words";
import { eventWordsHi } from "./event-words.hi";

describe("the event cards' and preview's words", () => {
  it("say the same in Hindi, with the same placeholders", () => {
    expectSameCopy(eventWordsEn, eventWordsHi);
  });
});
