/**
 * The words of the parts around every page that load after it (product-rules.md: Hindi): the
 * footer and its newsletter form, the bottom bar, the announcement bar, the welcome card, the splash,
 * back-to-top, the messaging shortcut and the toasts. The root sends them with the shell's.
 */
export const frameWordsEn = {
  footer: {
    contactHeading: "Contact",
  },
};

export type FrameWords = typeof frameWordsEn;

declare module "~/i18n/words" {
  interface WordBook {
    frame: FrameWords;
  }
}
