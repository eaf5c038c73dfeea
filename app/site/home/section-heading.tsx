import type { ReactNode } from "react";

interface SectionHeadingProps {
  id: string;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  align?: "center" | "start";
  tone?: "dark" | "light";
}

/** Eyebrow, h2 and a river-wave rule: the home page's section opening. */
export function SectionHeading({ id, eyebrow, title, intro, align = "center", tone = "dark" }: SectionHeadingProps) {
  const centred = align === "center";
  return (
    <div className={centred ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      <p className={tone === "light" ? "text-sm font-semibold uppercase tracking-widest text-marigold" : "eyebrow"}>{eyebrow}</p>
      <h2 id={id} className={`heading-2 mt-2 ${tone === "light" ? "text-white" : ""}`}>
        {title}
      </h2>
      <svg
        viewBox="0 0 120 12"
        className={`mt-4 h-3 w-28 ${centred ? "mx-auto" : ""} ${tone === "light" ? "text-marigold" : "text-saffron-500"}`}
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M2 6c7.5 0 7.5-4 15-4s7.5 4 15 4 7.5-4 15-4 7.5 4 15 4 7.5-4 15-4 7.5 4 15 4 7.5-4 15-4 7.5 4 11 4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
      </svg>
      {intro ? <p className={`mt-4 text-lg ${tone === "light" ? "text-river-50" : "text-ink-700"}`}>{intro}</p> : null}
    </div>
  );
}
