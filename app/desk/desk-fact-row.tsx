import type { ReactNode } from "react";

/** One fact of a desk panel's list: its name on the left, its value on the right. Inside a `<dl>`. */
export function DeskFactRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b border-sand-100 py-1.5">
      <dt className="text-ink-700">{label}</dt>
      <dd className="text-right font-medium">{children}</dd>
    </div>
  );
}

/** "2 adults", "1 adult, 2 children": a party as the desk's cards and panels say it. */
export function partyText(party: { adults: number; children: number }): string {
  const adults = `${party.adults} ${party.adults === 1 ? "adult" : "adults"}`;
  return party.children > 0 ? `${adults}, ${party.children} ${party.children === 1 ? "child" : "children"}` : adults;
}
