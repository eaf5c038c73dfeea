/** The anchor of the Book Your Event form; "Plan Your … with Us" links here. */
export const eventFormAnchor = "book-your-event";

/** Search parameter naming the category a guest chose in the preview. */
export const eventCategoryParam = "category";

export function planEventHref(categoryId: string): string {
  return `?${eventCategoryParam}=${encodeURIComponent(categoryId)}#${eventFormAnchor}`;
}
