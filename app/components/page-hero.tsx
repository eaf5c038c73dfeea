import type { ReactNode } from "react";
import type { ImageSource } from "../content/content-types";
import { Illustration } from "./illustration";

interface PageHeroProps {
  title: string;
  subtitle?: ReactNode;
  eyebrow?: string;
  /** Shown as a pill beside the title, e.g. "Upcoming" for amenities not yet open. */
  badge?: string;
  image?: ImageSource;
  /** A slim band for a page whose work sits below it (the booking wizard): the task stays near the top. */
  compact?: boolean;
  children?: ReactNode;
}

/** The hero every inner page opens with; it carries the page's only h1. */
export function PageHero({ title, subtitle, eyebrow, badge, image, compact = false, children }: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-river-900 text-white">
      {image ? (
        <Illustration
          image={image}
          priority
          decorative
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-45"
        />
      ) : null}
      <div className={compact ? "container py-6 md:py-8" : "container py-16 md:py-24"}>
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-widest text-marigold">{eyebrow}</p> : null}
        <h1
          className={`flex flex-wrap items-center gap-3 font-serif font-semibold leading-tight ${compact ? "text-3xl md:text-4xl" : "mt-2 text-4xl md:text-5xl"}`}
        >
          {title}
          {badge ? (
            <span className="rounded-pill bg-marigold px-3 py-1 font-sans text-sm font-bold uppercase tracking-wide text-ink">
              {badge}
            </span>
          ) : null}
        </h1>
        {subtitle ? <p className={compact ? "mt-2 max-w-2xl text-river-50" : "mt-4 max-w-2xl text-lg text-river-50"}>{subtitle}</p> : null}
        {children}
      </div>
    </section>
  );
}
