import type { ReactNode } from "react";

const TONES = {
  cream: "bg-cream",
  white: "bg-white",
  sand: "bg-sand-100",
  river: "bg-river-900 text-white",
} as const;

/** A section's heading words as the copy gives them: its title and the small line over it. */
export interface HeadingWords {
  eyebrow?: string;
  title: string;
}

interface SectionProps {
  /** Id for the heading, so the section is a labelled region and can be linked to. */
  id: string;
  heading: HeadingWords;
  intro?: ReactNode;
  tone?: keyof typeof TONES;
  align?: "start" | "center";
  children?: ReactNode;
  /** Keeps the heading for screen readers only, when the content speaks for itself. */
  hideTitle?: boolean;
  /**
   * On the first screen: laid out at once. A later section is skipped until near view with a
   * reserved height, which is right far down a page but would move the footer into view when a
   * short first section (a gallery of two photos) turns out smaller than the guess.
   */
  firstScreen?: boolean;
}

/** A page section with its h2; every content page is built from these, so spacing stays consistent. */
export function Section({ id, heading, intro, tone = "cream", align = "center", children, hideTitle, firstScreen }: SectionProps) {
  const { eyebrow, title } = heading;
  const onDark = tone === "river";
  const centered = align === "center";
  return (
    <section aria-labelledby={id} className={`${firstScreen ? "" : "render-near-view "}py-14 md:py-20 ${TONES[tone]}`}>
      <div className="container">
        <div className={hideTitle ? "sr-only" : `mb-10 max-w-3xl ${centered ? "mx-auto text-center" : ""}`}>
          {eyebrow ? (
            <p className={onDark ? "text-sm font-semibold uppercase tracking-widest text-marigold" : "eyebrow"}>
              {eyebrow}
            </p>
          ) : null}
          <h2 id={id} className={`heading-2 mt-2 ${onDark ? "text-white" : ""}`}>
            {title}
          </h2>
          <span
            aria-hidden="true"
            className={`mt-4 block h-1 w-16 rounded-pill bg-saffron-500 ${centered ? "mx-auto" : ""}`}
          />
          {intro ? (
            <div className={`mt-5 text-lg leading-relaxed ${onDark ? "text-river-50" : "text-ink-700"}`}>{intro}</div>
          ) : null}
        </div>
        {children}
      </div>
    </section>
  );
}
