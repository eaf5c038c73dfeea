import type { RouterContextProvider } from "react-router";
import { ownedByUsOf } from "../desk-context.server";
import { createRoomBoard } from "./board-store.server";

/** The room board; upstream, a 404 that says where rooms are kept. */
export function deskBoardOf(context: Readonly<RouterContextProvider>) {
  const { env } = ownedByUsOf(context, "Rooms by number are kept in the hotel's own system, so the room board is there.");
  return createRoomBoard(env.DB);
}
