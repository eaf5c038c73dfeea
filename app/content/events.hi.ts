import { type EventsCopy, eventsPage } from "./events";
import words from "./events.hi.json";
import { inHindi } from "./in-hindi";

/**
 * The Events & Meetings page in Hindi: the words in events.hi.json over events.ts, with the same
 * venues, sizes, capacities, categories and pictures. The page's loader names the town staff keep
 * and the temple in Hindi (hindi-names.ts).
 */
export const eventsPageHi: EventsCopy = inHindi(eventsPage, words);
