/** Small shapes shared by the content modules. */

export interface Feature {
  title: string;
  description: string;
}

/** One row of an opening-hours table, e.g. { label: "Weekdays", hours: "6:00 AM - 10:00 PM" }. */
export interface OperatingHours {
  label: string;
  hours: string;
}
