import { inHindi } from "./in-hindi";
import { type SpaCopy, spa } from "./spa";
import words from "./spa.hi.json";

/**
 * The Spa & Wellness page in Hindi: the words in spa.hi.json over spa.ts, with the same treatments,
 * lengths, prices, hours and pictures.
 */
export const spaHi: SpaCopy = inHindi(spa, words);
