import { Icon } from "~/components/icon";
import type { OperatingHours } from "~/content/content-types";
import { Section } from "./section";

interface HoursCardProps {
  title: string;
  hours: readonly OperatingHours[];
  note?: string;
}

/** Opening hours as a definition list, so each time is read with its label. */
export function HoursCard({ title, hours, note }: HoursCardProps) {
  return (
    <div className="card mx-auto max-w-xl p-6 md:p-8">
      <h3 className="flex items-center gap-3 font-serif text-2xl font-semibold">
        <Icon name="clock" className="h-7 w-7 text-saffron-700" />
        {title}
      </h3>
      <dl className="mt-6 divide-y divide-sand-200">
        {hours.map((row) => (
          <div key={row.label} className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1 py-3">
            <dt className="font-medium text-ink-700">{row.label}</dt>
            <dd className="font-semibold tabular-nums text-river-800">{row.hours}</dd>
          </div>
        ))}
      </dl>
      {note ? <p className="mt-4 text-sm text-ink-500">{note}</p> : null}
    </div>
  );
}

interface HoursSectionProps {
  /** Id for the heading, so the section is a labelled region. */
  id: string;
  /** The section's heading words, and the card's title and note under the hours. */
  words: { eyebrow: string; title: string; cardTitle: string; note?: string };
  hours: readonly OperatingHours[];
}

/** An amenity page's section of opening hours, on a sand band: its heading, then the hours card. */
export function HoursSection({ id, words, hours }: HoursSectionProps) {
  return (
    <Section id={id} heading={words} tone="sand">
      <HoursCard title={words.cardTitle} hours={hours} note={words.note} />
    </Section>
  );
}
