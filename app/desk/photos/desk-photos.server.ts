import { data, type RouterContextProvider } from "react-router";
import { deskPhotosContext, deskRoomWordsContext, servicesContext } from "~/context";
import { deskOf } from "../desk-context.server";

/**
 * The signed-in member of staff and the desk's photo work, for a photo page's loader or action; a
 * 404 that says why in upstream mode, where the rooms and their pictures belong to the hotel's own
 * system.
 */
export function deskPhotosOf(context: Readonly<RouterContextProvider>) {
  const { staff } = deskOf(context);
  const photos = context.get(deskPhotosContext);
  if (!photos) {
    throw data("Rooms and their photos are managed in the hotel's own system, so they cannot be changed here.", {
      status: 404,
    });
  }
  return { staff, photos };
}

/**
 * Upstream, the desk's photo pages show what the site reads, read-only; embedded, null (the pages
 * edit instead).
 */
export function upstreamPhotosOf(context: Readonly<RouterContextProvider>) {
  deskOf(context);
  return context.get(deskPhotosContext) ? null : context.get(servicesContext);
}

/** The signed-in member of staff and a room's words; upstream, a 404 that says where rooms are kept. */
export function deskRoomWordsOf(context: Readonly<RouterContextProvider>) {
  const { staff } = deskOf(context);
  const roomWords = context.get(deskRoomWordsContext);
  if (!roomWords) {
    throw data("Rooms and their words are managed in the hotel's own system, so they cannot be changed here.", {
      status: 404,
    });
  }
  return { staff, roomWords };
}
