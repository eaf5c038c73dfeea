import type { ReactNode } from "react";

/**
 * One part of a desk page: a white card whose heading names it for screen readers. `className`
 * spaces it from what comes before.
 */
export function DeskSection({ id, heading, className = "mt-6", children }: { id: string; heading: ReactNode; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`${className} rounded-md border border-sand-200 bg-white p-4`}>
      <h2 id={id} className="heading-3">
        {heading}
      </h2>
      {children}
    </section>
  );
}
