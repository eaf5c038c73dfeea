import { type EventCategory, eventCategories } from "~/content/events";

export function findEventCategory(id: string | null): EventCategory | undefined {
  return id ? eventCategories.find((category) => category.id === id) : undefined;
}

/** The sentence "Plan Your … with Us" puts into Requirements; the guest can edit it. */
export function requirementsFor(category: EventCategory): string {
  return `We are planning ${category.title.toLowerCase()} and would like to know about venues, menus and dates.`;
}
