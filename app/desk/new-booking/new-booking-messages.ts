/** The new-booking page's words that more than one of its parts, or its tests, use. */

/** Upstream the hotel's own system owns bookings, so the desk does not make them. */
export const upstreamRefusal =
  "The hotel's own booking system takes bookings at this hotel: make phone, walk-in and channel bookings there, and the website's availability follows it.";

export const incompleteForm = "This form was incomplete. Reload the page and try again.";

/** The buttons' `intent` values. */
export const intents = { addRoom: "add_room", removeRoom: "remove_room", price: "price", save: "save" } as const;

export const holdChoices = [
  ["confirm", "Confirm now"],
  ["pending", "Hold as pending"],
] as const;

export const checkTheForm = "Some details need a look: see the messages beside the fields.";
