import type { DeskFormFailure } from "../desk-form-post";

/** The rates page's refusal of a form: `room:<id>`, `occupancy:<id>`, `period`, or "" for the page. */
export type RatesFailure = DeskFormFailure;
