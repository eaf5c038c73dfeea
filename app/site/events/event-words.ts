/**
 * The words of the event category cards and their preview (product-rules.md: Hindi), which the
 * events page's loader sends as `eventCards`; the cards and the preview take them as props.
 * `{placeholders}` are filled where the words are used.
 */
export const eventWordsEn = {
  /** A category's capacity, `{n}` guests. */
  upTo: "Up to {n} guests",
  /** The card's call to open its preview; `{title}` is the category's, in lower case. */
  preview: "Preview {title}",
  /** The preview's title before a category is chosen. */
  dialogFallback: "Event",
  photos: "{title} photos",
  previousImage: "Previous image",
  nextImage: "Next image",
  /** After the photo's title: which photo of how many. */
  position: "({n} of {count})",
  chooseImage: "Choose an image",
  showImage: "Show image {n}: {title}",
  arrange: "What we arrange",
  guestsSay: "What our guests say",
  /** Read after a review's source, which opens elsewhere. */
  newTab: " (opens in a new tab)",
  plan: "Plan Your {title} with Us",
};

export type EventWords = typeof eventWordsEn;
