import type { ReactNode } from "react";
import { DeskDateField } from "~/desk/desk-text-field";
import { stayFields } from "./new-booking-form";

/** The stay's check-in and check-out side by side; `checkIn` stands in for the check-in field once it can no longer change. */
export function StayDateFields({ values, errors, checkIn }: { values: Record<string, string>; errors: Record<string, string>; checkIn?: ReactNode }) {
  return (
    <div className="mt-3 grid grid-cols-2 gap-3">
      {checkIn ?? <DeskDateField name={stayFields.checkIn} label="Check-in" values={values} errors={errors} />}
      <DeskDateField name={stayFields.checkOut} label="Check-out" values={values} errors={errors} />
    </div>
  );
}
