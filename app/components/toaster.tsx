import type { CSSProperties } from "react";
import { Toaster as SonnerToaster } from "sonner";
import { useWords } from "~/i18n/words";

/**
 * The one toast outlet (top right, 3 s; product-rules.md: Splash and popups). Everyone else calls
 * `toast.success(...)` or `toast.error(...)` from "sonner"; rich colours keep success and error
 * distinguishable.
 */
export function Toaster() {
  const { toasts } = useWords("frame");
  return (
    <SonnerToaster
      position="top-right"
      duration={3000}
      richColors
      closeButton
      containerAriaLabel={toasts.region}
      toastOptions={{ style: { fontFamily: "inherit" }, closeButtonAriaLabel: toasts.close }}
      // Sonner's rich colours are 4.25:1 on their tints; these darker tones pass WCAG AA (4.5:1).
      // Sonner sets its own system stack on the list; the page's family instead, so a Hindi page's
      // toasts are set in its Devanagari face like the rest of the page (app/fonts.css).
      style={
        { "--success-text": "hsl(140, 100%, 22%)", "--error-text": "hsl(360, 100%, 38%)", fontFamily: "var(--font-sans)" } as CSSProperties
      }
    />
  );
}
