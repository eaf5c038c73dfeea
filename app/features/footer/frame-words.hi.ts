import type { FrameWords } from "./frame-words";

export const frameWordsHi: FrameWords = {
  footer: {
    contactHeading: "संपर्क",
  },
};
