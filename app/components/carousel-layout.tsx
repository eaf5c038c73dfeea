import type { Breakpoint, PerView, SlidesPerView } from "../content/carousels";

/**
 * How many slides a carousel shows: CSS classes per breakpoint, so the server-rendered page already
 * has its final layout (no shift when the carousel's script takes over).
 */
const BREAKPOINTS: Breakpoint[] = ["base", "sm", "md", "lg", "xl"];

// Literal class names so UnoCSS finds them (it scans .tsx files, not .ts: hence this file's extension).
const BASIS: Record<Breakpoint, Record<PerView, string>> = {
  base: { 1: "basis-full", 2: "basis-1/2", 3: "basis-1/3", 4: "basis-1/4" },
  sm: { 1: "sm:basis-full", 2: "sm:basis-1/2", 3: "sm:basis-1/3", 4: "sm:basis-1/4" },
  md: { 1: "md:basis-full", 2: "md:basis-1/2", 3: "md:basis-1/3", 4: "md:basis-1/4" },
  lg: { 1: "lg:basis-full", 2: "lg:basis-1/2", 3: "lg:basis-1/3", 4: "lg:basis-1/4" },
  xl: { 1: "xl:basis-full", 2: "xl:basis-1/2", 3: "xl:basis-1/3", 4: "xl:basis-1/4" },
};

export function basisClasses(perView: SlidesPerView): string {
  return BREAKPOINTS.map((size) => {
    const count = perView[size];
    return count ? BASIS[size][count] : "";
  }).join(" ");
}
