/**
 * The booking page's forms for its rooms by number and its Form C (product-rules.md: Rooms for each
 * stay; Guest registration): each checked, made once per form and audited, then POST/redirect/GET
 * back to the booking; a refusal answers 4xx with its message.
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { ownedByUsOf } from "~/desk/desk-context.server";
import { recordFormC } from "./form-c-store.server";
import type { StayIntent } from "./stay-intents";
import { moveRoom } from "./room-move.server";

const incomplete = "This form was incomplete. Reload the page and try again.";

export async function stayAction(context: Readonly<RouterContextProvider>, reference: string, intent: StayIntent, form: FormData) {
  const { staff, env, now } = ownedByUsOf(context, "Rooms and registrations are kept in the hotel's own system.");
  const requestKey = String(form.get("request_key") ?? "").slice(0, 200);
  if (requestKey === "") return data({ error: incomplete }, { status: 400 });
  const request = { staff, now, requestKey, reference };
  if (intent === "room") {
    const bookingRoomId = Number(form.get("booking_room"));
    const unitId = Number(form.get("unit"));
    if (!Number.isSafeInteger(bookingRoomId) || !Number.isSafeInteger(unitId) || unitId <= 0) {
      return data({ error: "Choose the room to move to." }, { status: 400 });
    }
    const outcome = await moveRoom(env.DB, { ...request, bookingRoomId, unitId });
    if (!outcome.ok) return data({ error: outcome.message }, { status: outcome.status });
  } else {
    const outcome = await recordFormC(env.DB, { ...request, formCReference: String(form.get("form_c_reference") ?? "") });
    if (!outcome.ok) return data({ error: outcome.message }, { status: outcome.status });
  }
  return redirect(`/admin/bookings/${reference}?done=${intent}`, 303);
}
