import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { PhoneLink } from "~/components/contact-links";
import { Icon } from "~/components/icon";
import { isCurrentPath } from "~/components/nav-current";
import { hotel } from "~/content/hotel";
import { bookNowLink } from "~/content/navigation";
import { toggleChat, useChatOpen } from "~/booking/chat/chat-open";
import { linkInLang } from "~/i18n/hindi-pages";
import { useLang, useWords } from "~/i18n/words";

const ACTION =
  "flex h-full w-full flex-col items-center justify-center gap-0.5 text-xs font-semibold focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-river-700";
const PLAIN_ACTION = `${ACTION} text-river-900 hover:bg-sand-50`;

/**
 * The chat action. The bar is part of the first paint and its links work without JavaScript; this
 * one needs the chat, so until the page hydrates it leads to the contact page instead, and then
 * becomes the button that opens the panel (whose code loads only when it is first opened).
 */
function ChatAction({ label }: { label: string }) {
  const open = useChatOpen();
  const lang = useLang();
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const content = (
    <>
      <Icon name="chat" className="h-6 w-6" />
      {label}
    </>
  );
  if (!live) {
    return (
      <Link to={linkInLang("/Contact", lang)} className={PLAIN_ACTION}>
        {content}
      </Link>
    );
  }
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-haspopup="dialog"
      onClick={(event) => toggleChat(event.currentTarget)}
      className={`${PLAIN_ACTION} ${open ? "bg-river-50" : ""}`}
    >
      {content}
    </button>
  );
}

/**
 * Below 992 px the site's quick actions are one bar at the foot of the screen (product-rules.md:
 * Quick actions), in place of floating buttons that would sit on the content: a phone has no margin
 * beside the content to float them in. The page ends with an empty block as tall as the bar, so the
 * end of the footer scrolls clear of it. On the booking page "Book" would lead to the page itself,
 * so the bar offers only help there.
 */
export function BottomBar() {
  const { pathname } = useLocation();
  const lang = useLang();
  const w = useWords("frame");
  const onBookingPage = isCurrentPath(pathname, bookNowLink.to);
  return (
    <>
      <div aria-hidden="true" className="h-[var(--bottom-bar-height)] lg:hidden print:hidden" />
      <nav
        aria-label={w.bottomBar.label}
        className="fixed inset-x-0 bottom-0 z-30 h-[var(--bottom-bar-height)] border-t border-sand-200 bg-white pb-[env(safe-area-inset-bottom)] shadow-lift lg:hidden print:hidden"
      >
        <ul className="m-0 grid h-full list-none auto-cols-fr grid-flow-col p-0">
          {onBookingPage ? null : (
            <li>
              <Link to={linkInLang(bookNowLink.to, lang)} className={`${ACTION} bg-saffron-700 text-white hover:bg-saffron-800`}>
                <Icon name="calendar" className="h-6 w-6" />
                {w.bottomBar.book}
              </Link>
            </li>
          )}
          <li>
            <PhoneLink className={PLAIN_ACTION} icon={<Icon name="phone" className="h-6 w-6" />}>
              {w.bottomBar.call}
              <span className="sr-only"> {hotel.phones.primary.display}</span>
            </PhoneLink>
          </li>
          <li>
            <a href={hotel.messaging.url} target="_blank" rel="noopener noreferrer" className={PLAIN_ACTION}>
              <Icon name="whatsapp" className="h-6 w-6 text-leaf" />
              {hotel.messaging.label}
              <span className="sr-only"> {w.newTab}</span>
            </a>
          </li>
          <li>
            <ChatAction label={w.bottomBar.chat} />
          </li>
        </ul>
      </nav>
    </>
  );
}
