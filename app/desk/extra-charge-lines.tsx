import { extraChargeText } from "~/domain/extra-charge-text";
import type { ExtraCharge } from "~/domain/extra-guest-charges";
import { formatRupees } from "~/domain/money";

/** A room's extra-guest charges, one line each with its amount, on the booking, the new booking's price and a change's price. */
export function ExtraChargeLines({ extras, className = "text-sm text-ink-700" }: { extras: readonly ExtraCharge[]; className?: string }) {
  return extras.map((line) => (
    <p key={line.kind} className={className}>
      {extraChargeText(line)} = {formatRupees(line.amount)}
    </p>
  ));
}
