/**
 * The wizard's buttons as plain form submissions, so a guest can book before (or without) the
 * page's script: each button of steps 1–3 submits the step's GET form with `act` naming what it
 * does, the loader applies that action to the stay the form carries and redirects to the wizard's
 * URL for the result. With the script running the same buttons dispatch in the browser instead.
 */
import type { ServiceKey } from "~/domain/services";
import { serviceKeys } from "~/domain/services";
import type { OfferedType } from "./wizard-model";
import type { WizardAction } from "./wizard-state";

export const actField = "act";

type RoomAct = "addAdult" | "removeAdult" | "addChild" | "removeChild" | "addOlderChild" | "removeOlderChild" | "removeRoom" | "splitRoom";
const roomActs: readonly RoomAct[] = [
  "addAdult",
  "removeAdult",
  "addChild",
  "removeChild",
  "addOlderChild",
  "removeOlderChild",
  "removeRoom",
  "splitRoom",
];

/** The `act` value of a button. */
export const acts = {
  room: (type: RoomAct, roomIndex: number) => `${type}:${roomIndex}`,
  addRoom: () => "addRoom",
  select: (roomIndex: number, roomId: number) => `select:${roomIndex}:${roomId}`,
  toggleService: (key: ServiceKey) => `toggleService:${key}`,
  continue: () => "continue",
  previous: () => "previous",
  skipServices: () => "skipServices",
  /** The form's default (Enter in a date field): apply the fields, change nothing else. */
  update: () => "update",
};

const index = (value: string | undefined) => (value !== undefined && /^[0-4]$/.test(value) ? Number(value) : null);

/**
 * The reducer action an `act` names, or null for anything unknown. A room type is chosen only
 * from what the search offers that room (`offered`), as in the browser.
 */
export function actionOfAct(act: string, offered: (roomIndex: number) => OfferedType[]): WizardAction | "update" | null {
  const [name, first, second] = act.split(":");
  if (roomActs.some((type) => type === name)) {
    const roomIndex = index(first);
    return roomIndex === null ? null : ({ type: name, roomIndex } as WizardAction);
  }
  switch (name) {
    case "addRoom":
      return { type: "addRoom" };
    case "continue":
      return { type: "continue" };
    case "previous":
      return { type: "previous" };
    case "skipServices":
      return { type: "skipServices" };
    case "update":
      return "update";
    case "toggleService": {
      const key = serviceKeys.find((known) => known === first);
      return key ? { type: "toggleService", key } : null;
    }
    case "select": {
      const roomIndex = index(first);
      const type = roomIndex === null ? undefined : offered(roomIndex).find((candidate) => String(candidate.id) === second);
      return roomIndex !== null && type ? { type: "selectRoomType", roomIndex, offered: type } : null;
    }
    default:
      return null;
  }
}
