import { type GymCopy, gym } from "./gym";
import words from "./gym.hi.json";
import { inHindi } from "./in-hindi";

/** The Fitness Center page in Hindi: the words in gym.hi.json over gym.ts, with the same programmes, lengths and pictures. */
export const gymHi: GymCopy = inHindi(gym, words);
