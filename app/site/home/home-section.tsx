import type { ReactNode } from "react";
import { SectionHeading } from "./section-heading";

interface HomeSectionProps {
  /** Id for the heading, so the section is a labelled region. */
  id: string;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  /** Sets the section on a sand band across the page, its content still in the container. */
  band?: boolean;
  children: ReactNode;
}

/** A home page section: the centred section opening, then its content, spaced like the others. */
export function HomeSection({ id, eyebrow, title, intro, band, children }: HomeSectionProps) {
  const content = (
    <>
      <SectionHeading id={id} eyebrow={eyebrow} title={title} intro={intro} />
      {children}
    </>
  );
  return band ? (
    <section aria-labelledby={id} className="bg-sand-100 py-16 md:py-24">
      <div className="container">{content}</div>
    </section>
  ) : (
    <section aria-labelledby={id} className="container py-16 md:py-24">
      {content}
    </section>
  );
}
