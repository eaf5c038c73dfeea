import { useId, useState } from "react";
import { useWords } from "~/i18n/words";

/**
 * As on the original site, a description longer than this gets the Read More / Show Less toggle.
 */
export const descriptionToggleThreshold = 150;

interface ClampedDescriptionProps {
  text: string;
  className?: string;
}

/** A short description clamped to 3 lines (at most 100 px), expandable when it is long; its toggle's words are `roomCard`'s. */
export function ClampedDescription({ text, className = "" }: ClampedDescriptionProps) {
  const words = useWords("roomCard");
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const long = text.length > descriptionToggleThreshold;
  return (
    <div className={className}>
      <p id={id} className={`text-ink-700 ${long && !expanded ? "line-clamp-3 max-h-[100px]" : ""}`}>
        {text}
      </p>
      {long ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
          className="mt-1 rounded-sm text-sm font-semibold text-river-700 underline underline-offset-2 hover:text-river-900 focus-visible:outline-2 focus-visible:outline-river-700"
        >
          {expanded ? words.showLess : words.readMore}
        </button>
      ) : null}
    </div>
  );
}
