/**
 * The desk's form for what is open (product-rules.md: What is open): for each facility its state
 * (open, opening on a date, planned), the opening day when it is opening, and its daily hours.
 */
import { z } from "zod";
import { type FacilityKey, type FacilityStatus, type FacilityStatuses, facilityKeys, facilityStates } from "../content/facility-status";
import { type FormResult, ownFieldsResult } from "./form-result";
import { isValidIsoDate } from "./hotel-date";

export const facilityNames: Readonly<Record<FacilityKey, string>> = {
  rooftop: "Rooftop dining",
  pool: "Swimming pools",
  spa: "Spa",
  gym: "Fitness center",
};

/** The form's field for one part of one facility: `spa_state`, `spa_opens_on`, `spa_opens`, `spa_closes`. */
export const facilityField = (key: FacilityKey, part: "state" | "opens_on" | "opens" | "closes") => `${key}_${part}`;

const time = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `Enter the time ${label} as hours and minutes, for example 09:00`);

function facilitySchema(key: FacilityKey) {
  const name = facilityNames[key];
  return {
    [facilityField(key, "state")]: z.enum(facilityStates, { error: `Choose whether the ${name.toLowerCase()} is open, opening on a date or planned` }),
    [facilityField(key, "opens_on")]: z.string().trim(),
    [facilityField(key, "opens")]: time(`the ${name.toLowerCase()} opens`),
    [facilityField(key, "closes")]: time(`the ${name.toLowerCase()} closes`),
  };
}

const schema = z
  .object(Object.assign({}, ...facilityKeys.map(facilitySchema)) as Record<string, z.ZodType<string>>)
  .superRefine((form, ctx) => {
    for (const key of facilityKeys) {
      const name = facilityNames[key];
      const opensOn = String(form[facilityField(key, "opens_on")] ?? "").trim();
      if (form[facilityField(key, "state")] === "opening" && !isValidIsoDate(opensOn)) {
        ctx.addIssue({ code: "custom", path: [facilityField(key, "opens_on")], message: `Give the day the ${name.toLowerCase()} opens` });
      }
      // The same day both ways is no hours at all; a night shift past midnight is not one of these.
      if (form[facilityField(key, "closes")] <= form[facilityField(key, "opens")]) {
        ctx.addIssue({ code: "custom", path: [facilityField(key, "closes")], message: `The ${name.toLowerCase()} must close after it opens` });
      }
    }
    // Judged even while another field is wrong, so staff see every message at once.
  }, { when: () => true });

export function parseFacilityForm(fields: Record<string, string>): FormResult<FacilityStatuses> {
  return ownFieldsResult(schema, fields, (form) => {
    const status = (key: FacilityKey): FacilityStatus => {
      const state = form[facilityField(key, "state")] as FacilityStatus["state"];
      const opensOn = form[facilityField(key, "opens_on")] as FacilityStatus["opensOn"];
      return {
        state,
        ...(state === "opening" ? { opensOn } : {}),
        opens: form[facilityField(key, "opens")],
        closes: form[facilityField(key, "closes")],
      };
    };
    return { rooftop: status("rooftop"), pool: status("pool"), spa: status("spa"), gym: status("gym") };
  });
}

/** The form's fields as the saved states fill them. */
export function facilityFormValues(statuses: FacilityStatuses): Record<string, string> {
  return Object.fromEntries(
    facilityKeys.flatMap((key) => [
      [facilityField(key, "state"), statuses[key].state],
      [facilityField(key, "opens_on"), statuses[key].opensOn ?? ""],
      [facilityField(key, "opens"), statuses[key].opens],
      [facilityField(key, "closes"), statuses[key].closes],
    ]),
  );
}
