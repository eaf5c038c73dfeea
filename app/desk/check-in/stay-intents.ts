import { isOneOf } from "~/domain/one-of";

/** The booking page's forms for its rooms and its Form C, by the `intent` they post, and what each says when done. */
export const stayIntents = ["room", "form_c"] as const;
export type StayIntent = (typeof stayIntents)[number];

export const isStayIntent = (value: unknown): value is StayIntent => isOneOf(stayIntents, value);

export const stayDoneWords: Record<StayIntent, string> = {
  room: "Room changed.",
  form_c: "Form C recorded.",
};
