/**
 * What is open (product-rules.md: What is open): the facilities whose state and hours staff keep on
 * the desk's Offers page, each open, opening on a date or planned, with its daily hours. Every
 * page, the menus, the footer, the membership page and the assistant read the saved value through
 * `hotel.facilities`; nothing else says whether a facility is open. The restaurant is the hotel's
 * kitchen and always open; its hours are `hotel.restaurantHours`, which the table form reads.
 */

export const facilityKeys = ["rooftop", "pool", "spa", "gym"] as const;
export type FacilityKey = (typeof facilityKeys)[number];

export const facilityStates = ["open", "opening", "planned"] as const;
export type FacilityState = (typeof facilityStates)[number];

export interface FacilityStatus {
  state: FacilityState;
  /** The day it opens, in hotel time, when `state` is "opening"; from that day it is open. */
  opensOn?: `${number}-${number}-${number}`;
  /** Daily hours, 24-hour "HH:MM" in hotel time, as the page and the assistant give them. */
  opens: string;
  closes: string;
}

export type FacilityStatuses = Readonly<Record<FacilityKey, FacilityStatus>>;

/**
 * Every facility planned, with the hours the site gave at launch: what was shipped (hotel-seed.ts),
 * and what a page assumes until the saved value arrives, so nothing is said to be open that may not be.
 */
export const plannedFacilities: FacilityStatuses = {
  rooftop: { state: "planned", opens: "17:00", closes: "22:00" },
  pool: { state: "planned", opens: "06:00", closes: "22:00" },
  spa: { state: "planned", opens: "09:00", closes: "21:00" },
  gym: { state: "planned", opens: "05:00", closes: "23:00" },
};

/** Each facility's page: the menus, the cards and the assistant find a facility by it. */
export const facilityPages: Readonly<Record<FacilityKey, string>> = {
  rooftop: "/Dining",
  pool: "/Swimmingpool",
  spa: "/Spa",
  gym: "/Gym",
};

/** The facility whose page is `to`, if it is one of them. */
export function facilityOfPage(to: string | undefined): FacilityKey | undefined {
  return facilityKeys.find((key) => facilityPages[key] === to);
}

/** Whether what is behind a page is open on `today`: a page that is no facility's always is. */
export function isPageOpen(statuses: FacilityStatuses, to: string | undefined, today: string): boolean {
  const key = facilityOfPage(to);
  return !key || facilityNow(statuses[key], today).state === "open";
}

/** Where a facility stands on `today`: an opening date that has come means open, with no one changing anything. */
export type FacilityNow = { state: "open" } | { state: "opening"; opensOn: `${number}-${number}-${number}` } | { state: "planned" };

export function facilityNow(status: FacilityStatus, today: string): FacilityNow {
  if (status.state === "open") return { state: "open" };
  if (status.state === "opening" && status.opensOn) return status.opensOn <= today ? { state: "open" } : { state: "opening", opensOn: status.opensOn };
  return { state: "planned" };
}
