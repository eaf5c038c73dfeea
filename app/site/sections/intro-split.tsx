import type { ReactNode } from "react";
import { Illustration } from "~/components/illustration";
import type { ImageSource } from "~/content/content-types";

interface IntroSplitProps {
  /** Id for the heading, so the section is a labelled region. */
  id: string;
  /** The heading's words as the copy gives them: the small line over it, and the title. */
  heading: { eyebrow: string; title: string };
  image: ImageSource;
  /** The picture's own sizing; a 4:3 frame unless the page asks for another. */
  imageClassName?: string;
  /** On wide screens the picture stands on the left rather than the right. */
  imageFirst?: boolean;
  /** The copy below the heading. */
  children: ReactNode;
}

/** A page's opening section: a heading with its copy beside a picture, side by side on wide screens. */
export function IntroSplit({
  id,
  heading,
  image,
  imageClassName = "aspect-[4/3] h-auto",
  imageFirst,
  children,
}: IntroSplitProps) {
  const picture = <Illustration image={image} className={`${imageClassName} w-full rounded-lg object-cover shadow-card`} />;
  return (
    <section aria-labelledby={id} className="py-14 md:py-20">
      <div className="container grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        {imageFirst ? picture : null}
        <div>
          <p className="eyebrow">{heading.eyebrow}</p>
          <h2 id={id} className="heading-2 mt-2">
            {heading.title}
          </h2>
          <span aria-hidden="true" className="mt-4 block h-1 w-16 rounded-pill bg-saffron-500" />
          {children}
        </div>
        {imageFirst ? null : picture}
      </div>
    </section>
  );
}
