import type { EventCategory } from "~/content/events";
import type { EventType } from "~/domain/enquiry-schemas";
import { fill } from "~/i18n/words";

/**
 * What "Plan Your … with Us" presets in Book Your Event for one category, in the page's language:
 * the occasion's name for the note above the form, its event type, its capacity and the sentence
 * put into Requirements (the guest can edit it). Built on the server from the categories and sent
 * with the form's words, so the form needs no event content of its own.
 */
export interface EventPrefill {
  title: string;
  eventType: EventType;
  capacity?: number;
  requirements: string;
}

export type EventPrefills = Readonly<Record<string, EventPrefill>>;

export function findEventPrefill(id: string | null, prefills: EventPrefills): EventPrefill | undefined {
  return id !== null && Object.hasOwn(prefills, id) ? prefills[id] : undefined;
}

/** An occasion's name on its own ("Weddings") and inside the Requirements sentence ("weddings"). */
export interface OccasionName {
  title: string;
  inSentence: string;
}

/**
 * Each category's prefill. `sentence` is the Requirements sentence with `{occasion}`; a category
 * without its own name in `names` keeps its content title.
 */
export function eventPrefills(
  categories: readonly Pick<EventCategory, "id" | "title" | "eventType" | "capacity">[],
  names: Readonly<Record<string, OccasionName>>,
  sentence: string,
): EventPrefills {
  return Object.fromEntries(
    categories.map((category) => {
      const name = Object.hasOwn(names, category.id)
        ? names[category.id]
        : { title: category.title, inSentence: category.title.toLowerCase() };
      const prefill: EventPrefill = {
        title: name.title,
        eventType: category.eventType,
        ...(category.capacity ? { capacity: category.capacity } : {}),
        requirements: fill(sentence, { occasion: name.inSentence }),
      };
      return [category.id, prefill];
    }),
  );
}
