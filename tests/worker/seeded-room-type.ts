import { env } from "cloudflare:test";
import { afterEach, beforeEach } from "vitest";
import { clearDesk } from "./desk-helpers";

/** Empties the cached reads, so the next page or API answer reads D1 again. */
export async function clearReadCache(): Promise<void> {
  const { keys } = await env.CACHE.list();
  await Promise.all(keys.map((entry) => env.CACHE.delete(entry.name)));
}

/**
 * Each test of the file starts from a clear desk and a room type as the seed has it, and leaves it
 * so for the files after it: `resetSql` writes the seed's values back.
 */
export function keepRoomTypeAsSeeded(resetSql: string): void {
  const reset = async () => {
    await env.DB.prepare(resetSql).run();
    await clearReadCache();
  };
  beforeEach(async () => {
    await clearDesk();
    await reset();
  });
  afterEach(reset);
}
