import type { ReactNode } from "react";

const COLUMNS = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** Cards one per row on small screens, then two from md and three (or four) from lg. */
export function CardGrid({ columns = 3, children }: { columns?: keyof typeof COLUMNS; children: ReactNode }) {
  return <ul className={`grid list-none gap-6 p-0 ${COLUMNS[columns]}`}>{children}</ul>;
}
