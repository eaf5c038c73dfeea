import { bumpContentVersion } from "~/server/content-version.server";
import { cacheKey } from "~/server/cache-keys.server";

/**
 * Drops the room types' cached reads and bumps the content version, so the site's pages show a
 * desk change to rates or rooms within the minute; availability itself is never cached.
 */
export async function refreshRoomReads(kv: KVNamespace, roomIds: readonly number[]): Promise<void> {
  await Promise.all([kv.delete(cacheKey("embedded", "rooms")), ...roomIds.map((id) => kv.delete(cacheKey("embedded", "room", id)))]);
  await bumpContentVersion(kv);
}
