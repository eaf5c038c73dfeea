import type { ReactNode } from "react";
import { Illustration } from "~/components/illustration";
import type { ImageSource } from "~/content/content-types";

interface ImageCardProps {
  image: ImageSource;
  title: string;
  children: ReactNode;
  /** A short label over the image, e.g. "Upcoming" or "10,000 sq ft". */
  tag?: string;
  footer?: ReactNode;
  headingLevel?: 2 | 3;
}

/** An illustrated card inside a CardGrid: image, title, text and an optional footer. */
export function ImageCard({ image, title, children, tag, footer, headingLevel = 3 }: ImageCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <li className="card group flex flex-col overflow-hidden">
      <div className="relative overflow-hidden bg-sand-100">
        <Illustration
          image={image}
          decorative
          className="aspect-[4/3] h-auto w-full object-cover zoom-on-hover motion-reduce:transition-none"
        />
        {tag ? (
          <span className="absolute left-3 top-3 rounded-pill bg-white/95 px-3 py-1 text-xs font-bold uppercase tracking-wide text-river-800 shadow-card">
            {tag}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-6">
        <Heading className="heading-3">{title}</Heading>
        <div className="flex-1 leading-relaxed text-ink-700">{children}</div>
        {footer ? <div className="mt-3">{footer}</div> : null}
      </div>
    </li>
  );
}
