import { Icon, type IconName } from "~/components/icon";
import type { Feature } from "~/content/content-types";

interface FeatureListProps {
  items: readonly Feature[];
  /** One icon for every item, or one per item in order. */
  icons?: IconName | readonly IconName[];
  columns?: 2 | 3 | 4;
  tone?: "light" | "dark";
}

const COLUMNS = { 2: "sm:grid-cols-2", 3: "md:grid-cols-3", 4: "sm:grid-cols-2 lg:grid-cols-4" } as const;

/** Text-only feature cards with an icon: lighter than image cards, for lists of services. */
export function FeatureList({ items, icons = "check", columns = 3, tone = "light" }: FeatureListProps) {
  const dark = tone === "dark";
  return (
    <ul className={`grid list-none gap-5 p-0 ${COLUMNS[columns]}`}>
      {items.map((item, index) => {
        const icon = typeof icons === "string" ? icons : (icons[index] ?? "check");
        return (
          <li
            key={item.title}
            className={`flex gap-4 rounded-lg p-5 sm:block sm:p-6 ${dark ? "bg-white/8 ring-1 ring-white/15" : "bg-white shadow-card"}`}
          >
            <span
              className={`grid h-12 w-12 shrink-0 place-items-center rounded-pill ${dark ? "bg-marigold text-ink" : "bg-saffron-50 text-saffron-800"}`}
            >
              <Icon name={icon} className="h-6 w-6" />
            </span>
            <div>
              <h3 className={`font-serif text-xl font-semibold sm:mt-4 ${dark ? "text-white" : "text-ink"}`}>{item.title}</h3>
              <p className={`mt-1 leading-relaxed sm:mt-2 ${dark ? "text-river-50" : "text-ink-700"}`}>{item.description}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
