import { useId } from "react";
import { Icon } from "~/components/icon";
import { useToggleSet } from "~/components/use-toggle-set";
import type { FaqItem } from "~/content/faq";
import { Paragraphs } from "~/site/sections/paragraphs";

/**
 * The FAQ as disclosure buttons (WAI-ARIA accordion pattern): each question is a button in a
 * heading with aria-expanded and aria-controls; any number of answers can be open at once.
 * The first answer starts open so the page shows an answer before any script runs.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const { open, toggle } = useToggleSet(() => items.slice(0, 1).map((item) => item.id));
  const baseId = useId();

  return (
    <div className="divide-y divide-sand-200 overflow-hidden rounded-lg bg-white shadow-card">
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `${baseId}-${item.id}-question`;
        const panelId = `${baseId}-${item.id}-answer`;
        return (
          <div key={item.id} id={item.id} className="scroll-mt-24">
            <h2 className="m-0">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                className="flex w-full items-center justify-between gap-4 px-5 py-5 text-left font-serif text-lg font-semibold text-ink transition-colors hover:bg-sand-50 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-river-700 md:px-8 md:text-xl"
              >
                <span className="flex flex-col gap-1">
                  <span className="font-sans text-xs font-bold uppercase tracking-widest text-saffron-800">
                    {item.topic}
                  </span>
                  {item.question}
                </span>
                <span
                  className={`grid h-9 w-9 shrink-0 place-items-center rounded-pill bg-river-50 text-river-700 transition-transform motion-reduce:transition-none ${expanded ? "rotate-180" : ""}`}
                >
                  <Icon name="chevron-down" />
                </span>
              </button>
            </h2>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-5 pb-6 text-lg leading-relaxed text-ink-700 md:px-8"
            >
              <Paragraphs texts={item.answer} />
            </section>
          </div>
        );
      })}
    </div>
  );
}
