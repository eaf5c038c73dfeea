import { inHindi } from "./in-hindi";
import { type PoolCopy, pool } from "./pool";
import words from "./pool.hi.json";

/** The Swimming Pool page in Hindi: the words in pool.hi.json over pool.ts, with the same pools, services and pictures. */
export const poolHi: PoolCopy = inHindi(pool, words);
