import { pictureInHindi } from "./illustrations.hi";
import { type WordsOf, withWords } from "./words-over-copy";

/**
 * A page's copy in Hindi: the English copy's structure with the Hindi words laid over it, and each
 * picture with its Hindi alt text (illustrations.hi.ts). Each `*.hi.ts` beside the copy holds the
 * words and makes its page's Hindi copy with this.
 */
export function inHindi<T>(copy: T, words: NoInfer<WordsOf<T>>): T {
  return withWords(copy, words, pictureInHindi);
}
