import { describe, expect, it } from "vitest";
import { facilityNow, facilityOfPage, isPageOpen } from "../content/facility-status";
import { seedSettings } from "../content/hotel-seed";
import { itRefuses } from "./form-result-test-support";
import { facilityFormValues, parseFacilityForm } from "./facility-form";

/** What is open (product-rules.md: What is open): the desk's form and the state a page reads. */
const valid = facilityFormValues(seedSettings.facilities);

describe("the desk's What is open form", () => {
  it("gives back the seeded states unchanged: all four planned, with the original site's hours", () => {
    expect(parseFacilityForm(valid)).toEqual({ ok: true, value: seedSettings.facilities });
    expect(seedSettings.facilities.spa).toEqual({ state: "planned", opens: "09:00", closes: "21:00" });
  });

  it("keeps an opening day only for a facility that is opening", () => {
    const parsed = parseFacilityForm({ ...valid, spa_state: "opening", spa_opens_on: "2027-03-05", gym_state: "open", gym_opens_on: "2027-01-01" });
    expect(parsed.ok && parsed.value.spa).toEqual({ state: "opening", opensOn: "2027-03-05", opens: "09:00", closes: "21:00" });
    expect(parsed.ok && parsed.value.gym).toEqual({ state: "open", opens: "05:00", closes: "23:00" });
  });

  itRefuses("refuses %o on %s", (change) => parseFacilityForm({ ...valid, ...change }), [
    [{ spa_state: "opening", spa_opens_on: "" }, "spa_opens_on", "Give the day the spa opens"],
    [{ pool_state: "opening", pool_opens_on: "2027-02-30" }, "pool_opens_on", "Give the day the swimming pools opens"],
    [{ rooftop_state: "soon" }, "rooftop_state", "Choose whether the rooftop dining is open, opening on a date or planned"],
    [{ gym_opens: "5am" }, "gym_opens", "Enter the time the fitness center opens as hours and minutes, for example 09:00"],
    [{ spa_closes: "25:00" }, "spa_closes", "Enter the time the spa closes as hours and minutes, for example 09:00"],
    [{ spa_opens: "21:00", spa_closes: "09:00" }, "spa_closes", "The spa must close after it opens"],
  ]);
});

describe("a facility's state on a day", () => {
  it("is open from its opening day, in hotel time, without another save", () => {
    const opening = { state: "opening", opensOn: "2027-03-05", opens: "09:00", closes: "21:00" } as const;
    expect(facilityNow(opening, "2027-03-04")).toEqual({ state: "opening", opensOn: "2027-03-05" });
    expect(facilityNow(opening, "2027-03-05")).toEqual({ state: "open" });
    expect(facilityNow({ state: "planned", opens: "09:00", closes: "21:00" }, "2099-01-01")).toEqual({ state: "planned" });
  });

  it("is found by its page; any other page is always open", () => {
    expect(facilityOfPage("/Spa")).toBe("spa");
    expect(facilityOfPage("/Dining")).toBe("rooftop");
    expect(facilityOfPage("/Finedinning")).toBeUndefined();
    expect(isPageOpen(seedSettings.facilities, "/Finedinning", "2027-01-01")).toBe(true);
    expect(isPageOpen(seedSettings.facilities, "/Spa", "2027-01-01")).toBe(false);
  });
});
