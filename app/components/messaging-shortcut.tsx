import { fill, useWords } from "~/i18n/words";
import { hotel } from "../content/hotel";
import { Icon } from "./icon";

/**
 * The messaging-app shortcut, as on the original site, opened in a new tab (it leaves our site).
 */
export function MessagingShortcut() {
  const w = useWords("frame");
  return (
    <a
      href={hotel.messaging.url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${fill(w.messageUs, { app: hotel.messaging.label })} ${w.newTab}`}
      className="grid h-13 w-13 place-items-center rounded-pill bg-leaf text-white shadow-lift transition-transform hover:scale-105 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-saffron-500"
    >
      <Icon name="whatsapp" className="h-7 w-7" />
    </a>
  );
}
