import {
  type CasualDiningCopy,
  casualDining,
  type FineDiningCopy,
  fineDining,
  type RooftopDiningCopy,
  rooftopDining,
} from "./dining";
import words from "./dining.hi.json";
import { inHindi } from "./in-hindi";

/** The three dining pages in Hindi: the words in dining.hi.json over dining.ts, with the same dishes, counts, times and pictures. */
export const fineDiningHi: FineDiningCopy = inHindi(fineDining, words.fineDining);
export const rooftopDiningHi: RooftopDiningCopy = inHindi(rooftopDining, words.rooftopDining);
export const casualDiningHi: CasualDiningCopy = inHindi(casualDining, words.casualDining);
