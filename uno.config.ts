import presetWind4 from "@unocss/preset-wind4";
import { defineConfig, transformerVariantGroup } from "unocss";
import { stableThemeOrder } from "./vite/stable-theme-order";

/**
 * The design tokens: one palette (saffron, river teal, sandstone), one type scale, radii and
 * shadows. Components use these names, never raw hex values.
 * Contrast: `saffron-700` and `river-700` carry white text at ≥ 4.5:1; `saffron-500` is decorative.
 */
export default defineConfig({
  presets: [stableThemeOrder(presetWind4({ preflights: { reset: true } }))],
  transformers: [transformerVariantGroup()],
  theme: {
    breakpoint: {
      sm: "576px",
      md: "768px",
      lg: "992px",
      xl: "1200px",
      xxl: "1400px",
    },
    colors: {
      saffron: {
        50: "#FDF4E8",
        100: "#FBE6C8",
        300: "#F4A340",
        500: "#E8871E",
        700: "#B85C0A",
        800: "#8F4708",
        900: "#6B3506",
      },
      river: {
        50: "#E8F4F3",
        100: "#CDE8E6",
        300: "#7FC4C0",
        500: "#1B8A8A",
        700: "#0F6E6E",
        800: "#0B5656",
        900: "#083F3F",
      },
      sand: {
        50: "#FBF6EC",
        100: "#F5ECDA",
        200: "#E9D8B8",
        300: "#D9C29A",
        500: "#A88B5C",
        700: "#6E5A38",
      },
      ink: {
        DEFAULT: "#1F2A30",
        700: "#33434B",
        500: "#55666E",
      },
      marigold: "#F2C14E",
      leaf: "#5B8C51",
      cream: "#FBF6EC",
    },
    font: {
      serif: "'Fraunces Variable', 'Fraunces Fallback', 'Fraunces Fallback Noto', Georgia, serif",
      sans: "'Inter Variable', 'Inter Fallback', 'Inter Fallback Roboto', system-ui, sans-serif",
    },
    radius: {
      sm: "0.375rem",
      md: "0.75rem",
      lg: "1.25rem",
      pill: "999px",
    },
    shadow: {
      card: "0 1px 2px rgb(31 42 48 / 0.06), 0 8px 24px rgb(31 42 48 / 0.08)",
      lift: "0 12px 32px rgb(31 42 48 / 0.16)",
    },
  },
  shortcuts: {
    container: "mx-auto w-full max-w-[1320px] px-4 sm:px-6",
    // Sections below the fold skip style, layout and paint until they come near the viewport: on a
    // phone that is most of a long page's first-load work. `auto` remembers the size once rendered.
    "render-near-view": "[content-visibility:auto] [contain-intrinsic-size:auto_40rem]",
    "btn-primary":
      "inline-flex items-center justify-center gap-2 rounded-pill bg-saffron-700 px-6 py-3 font-semibold text-white transition-colors hover:bg-saffron-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-river-700 disabled:cursor-not-allowed disabled:opacity-60",
    "btn-secondary":
      "inline-flex items-center justify-center gap-2 rounded-pill border-2 border-river-700 bg-white px-6 py-3 font-semibold text-river-700 transition-colors hover:bg-river-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-saffron-700 disabled:cursor-not-allowed disabled:opacity-60",
    "heading-1": "font-serif text-4xl font-semibold leading-tight text-ink md:text-5xl",
    "heading-2": "font-serif text-3xl font-semibold leading-tight text-ink md:text-4xl",
    "heading-3": "font-serif text-xl font-semibold text-ink md:text-2xl",
    eyebrow: "text-sm font-semibold uppercase tracking-widest text-saffron-800",
    card: "rounded-lg bg-white shadow-card",
    "field-input":
      "w-full rounded-md border border-sand-500 bg-white px-3 py-2.5 text-ink focus:border-river-700 focus:outline-2 focus:outline-river-700 aria-[invalid=true]:border-red-700",
    "field-label": "mb-1 block text-sm font-medium text-ink-700",
    "field-error": "mt-1 text-sm text-red-700",
    // Repeated many times on a page: one short class each keeps the HTML small (the home page had
    // 45 KB of class attributes) and the parse, style and layout work with it.
    "nav-link":
      "relative flex items-center gap-0.5 whitespace-nowrap rounded-md px-2 py-2 text-[0.9rem] font-medium xxl:px-3 xxl:text-base transition-colors hover:text-saffron-800 focus-visible:outline-2 focus-visible:outline-river-700",
    "nav-menu-item":
      "flex items-center justify-between gap-3 rounded-sm px-3 py-2.5 hover:bg-sand-50 focus-visible:outline-2 focus-visible:outline-river-700",
    "footer-link": "text-river-50 hover:text-white hover:underline underline-offset-4",
    // The 44 px round icon button (carousel controls, social links, counters, lightbox arrows).
    "round-button": "grid h-11 w-11 place-items-center rounded-pill",
    "carousel-slide": "relative min-w-0 shrink-0 grow-0 snap-start",
    "carousel-dot": "group grid h-8 w-6 place-items-center rounded-pill focus-visible:outline-3 focus-visible:outline-saffron-500",
    "carousel-dot-mark": "block h-2.5 rounded-pill transition-all",
    "card-link":
      "card group block h-full overflow-hidden focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-river-700",
    "zoom-on-hover": "transition-transform duration-500 group-hover:scale-103",
  },
});
