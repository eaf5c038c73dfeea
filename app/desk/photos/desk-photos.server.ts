import type { RouterContextProvider } from "react-router";
import { createDeskRoomFacts } from "../rooms/room-facts-store.server";
import { servicesContext } from "~/context";
import { ownedByUsOf, staffOf } from "../desk-context.server";
import { createDeskRoomWords } from "../rooms/room-words-store.server";
import { createDeskPhotos } from "./room-photos-store.server";

/**
 * The signed-in member of staff and the desk's photo work, for a photo page's loader or action; a
 * 404 that says why in upstream mode, where the rooms and their pictures belong to the hotel's own
 * system.
 */
export function deskPhotosOf(context: Readonly<RouterContextProvider>) {
  const { staff, env } = ownedByUsOf(
    context,
    "Rooms and their photos are managed in the hotel's own system, so they cannot be changed here.",
  );
  return { staff, photos: createDeskPhotos({ db: env.DB, images: env.IMAGES, bucket: env.MEDIA, kv: env.CACHE }) };
}

/**
 * Upstream, the desk's photo pages show what the site reads, read-only; embedded, null (the pages
 * edit instead).
 */
export function upstreamPhotosOf(context: Readonly<RouterContextProvider>) {
  const { config } = staffOf(context);
  return config.origin.mode === "embedded" ? null : context.get(servicesContext);
}

/** The signed-in member of staff and a room's words; upstream, a 404 that says where rooms are kept. */
export function deskRoomWordsOf(context: Readonly<RouterContextProvider>) {
  const { staff, env } = ownedByUsOf(
    context,
    "Rooms and their words are managed in the hotel's own system, so they cannot be changed here.",
  );
  const bindings = { db: env.DB, kv: env.CACHE };
  return { staff, roomWords: createDeskRoomWords(bindings), roomFacts: createDeskRoomFacts(bindings) };
}
