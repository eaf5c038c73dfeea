import { useEffect, useState } from "react";
import { useWords } from "~/i18n/words";
import { Icon } from "./icon";

const THRESHOLD_PX = 300;

/**
 * A button back to the top, as on the original site, once the page is scrolled more than 300 px.
 */
export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  const { backToTop } = useWords("frame");

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(window.scrollY > THRESHOLD_PX);
    };
    const onScroll = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={backToTop}
      className="grid h-12 w-12 place-items-center rounded-pill bg-river-800 text-white shadow-lift transition-colors hover:bg-river-900 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-saffron-500"
      onClick={() => {
        const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: smooth ? "smooth" : "auto" });
        // Keyboard users continue from the top of the page instead of a vanished button.
        document.getElementById("top")?.focus({ preventScroll: true });
      }}
    >
      <Icon name="arrow-up" className="h-5 w-5" />
    </button>
  );
}
