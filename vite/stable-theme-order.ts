import { trackedTheme } from "@unocss/preset-wind4/utils";
import type { Preset } from "unocss";

/**
 * Makes preset-wind4's theme variables come out in one order. The preset writes the `:root` block
 * in the order utilities first used each variable, and the build transforms modules in parallel, so
 * that order (and with it the CSS file's hashed name) changed from build to build: every deploy
 * then made every guest download the stylesheet again. Variables can be declared in any order, so
 * sorting them changes nothing on the page.
 */
export function stableThemeOrder<Theme extends object>(preset: Preset<Theme>): Preset<Theme> {
  return {
    ...preset,
    preflights: preset.preflights?.map((preflight) =>
      preflight.layer !== "theme"
        ? preflight
        : {
            ...preflight,
            getCSS(context) {
              const keys = [...trackedTheme].sort();
              trackedTheme.clear();
              for (const key of keys) trackedTheme.add(key);
              return preflight.getCSS(context);
            },
          },
    ),
  };
}
