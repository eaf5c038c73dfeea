/**
 * Where a carousel's layout comes from: slide widths and which dots exist are CSS classes per
 * breakpoint, so the server-rendered page already has its final layout (no shift on hydration).
 */
export type PerView = 1 | 2 | 3 | 4;
type Breakpoint = "base" | "sm" | "md" | "lg" | "xl";
const BREAKPOINTS: Breakpoint[] = ["base", "sm", "md", "lg", "xl"];

export type SlidesPerView = { base: PerView } & Partial<Record<Exclude<Breakpoint, "base">, PerView>>;

// Literal class names so UnoCSS finds them (it scans .tsx files, not .ts: hence this file's extension).
const BASIS: Record<Breakpoint, Record<PerView, string>> = {
  base: { 1: "basis-full", 2: "basis-1/2", 3: "basis-1/3", 4: "basis-1/4" },
  sm: { 1: "sm:basis-full", 2: "sm:basis-1/2", 3: "sm:basis-1/3", 4: "sm:basis-1/4" },
  md: { 1: "md:basis-full", 2: "md:basis-1/2", 3: "md:basis-1/3", 4: "md:basis-1/4" },
  lg: { 1: "lg:basis-full", 2: "lg:basis-1/2", 3: "lg:basis-1/3", 4: "lg:basis-1/4" },
  xl: { 1: "xl:basis-full", 2: "xl:basis-1/2", 3: "xl:basis-1/3", 4: "xl:basis-1/4" },
};
const SHOW: Record<Breakpoint, { shown: string; hidden: string }> = {
  base: { shown: "grid", hidden: "hidden" },
  sm: { shown: "sm:grid", hidden: "sm:hidden" },
  md: { shown: "md:grid", hidden: "md:hidden" },
  lg: { shown: "lg:grid", hidden: "lg:hidden" },
  xl: { shown: "xl:grid", hidden: "xl:hidden" },
};

/** Slides per view at every breakpoint, inheriting from the one below when not given. */
export function resolvePerView(perView: SlidesPerView): Record<Breakpoint, PerView> {
  let current = perView.base;
  const resolved = {} as Record<Breakpoint, PerView>;
  for (const size of BREAKPOINTS) {
    current = perView[size] ?? current;
    resolved[size] = current;
  }
  return resolved;
}

export function basisClasses(perView: SlidesPerView): string {
  return BREAKPOINTS.map((size) => {
    const count = perView[size];
    return count ? BASIS[size][count] : "";
  }).join(" ");
}

/** A dot per scroll position: with 3 in view, 8 slides have 6 positions; the rest are hidden by CSS. */
export function dotClasses(index: number, total: number, perView: Record<Breakpoint, PerView>): string {
  let previous: boolean | null = null;
  const classes: string[] = [];
  for (const size of BREAKPOINTS) {
    const visible = index <= total - perView[size];
    if (visible !== previous) classes.push(visible ? SHOW[size].shown : SHOW[size].hidden);
    previous = visible;
  }
  return classes.join(" ");
}
