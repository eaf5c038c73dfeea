import { useCallback, useState } from "react";
import { Link } from "react-router";
import { bookNowLink, mainNavigation, type NavGroup } from "../content/navigation";
import { linkInLang } from "../i18n/hindi-pages";
import { useLang, useWords } from "../i18n/words";
import { Icon } from "./icon";
import { LanguageSwitch } from "./language-switch";
import { isCurrentGroup } from "./nav-current";
import { mobileRow, NavItem } from "./nav-item";
import { useEscapeKey } from "./use-escape-key";

interface MobileMenuProps {
  id: string;
  open: boolean;
  /**
   * Before the page's script runs: every link is in the page and each group is a <details>, so the
   * menu works as plain HTML inside the header's own <details> (site-header.tsx).
   */
  plain?: boolean;
  pathname: string;
  /** `returnFocus` is true when the guest pressed Escape (focus goes back to the menu button). */
  onClose: (returnFocus: boolean) => void;
}

function PlainGroup({ group, pathname }: { group: NavGroup; pathname: string }) {
  const words = useWords("shell");
  return (
    <li>
      <details open={isCurrentGroup(pathname, group)}>
        <summary className={`${mobileRow} cursor-pointer list-none text-ink hover:bg-sand-50 [&::-webkit-details-marker]:hidden`}>
          {words.nav[group.key]}
          <Icon name="chevron-down" className="h-5 w-5" />
        </summary>
        <ul className="mb-2 ml-3 border-l-2 border-saffron-300 pl-2">
          {group.items.map((item) => (
            <NavItem key={item.to} item={item} pathname={pathname} look="mobileGroup" onNavigate={() => {}} />
          ))}
        </ul>
      </details>
    </li>
  );
}

function MobileGroup({ group, pathname, onNavigate }: { group: NavGroup; pathname: string; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(() => isCurrentGroup(pathname, group));
  const listId = `mobile-${group.id}`;
  const words = useWords("shell");
  return (
    <li>
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
        className={`${mobileRow} text-ink hover:bg-sand-50`}
      >
        {words.nav[group.key]}
        <Icon name="chevron-down" className={`h-5 w-5 transition-transform ${expanded ? "rotate-180" : ""}`} />
      </button>
      <ul id={listId} hidden={!expanded} className="mb-2 ml-3 border-l-2 border-saffron-300 pl-2">
        {group.items.map((item) => (
          <NavItem key={item.to} item={item} pathname={pathname} look="mobileGroup" onNavigate={onNavigate} />
        ))}
      </ul>
    </li>
  );
}

/**
 * The menu below 1200 px (as on the original site): the menu button toggles it, any link closes it,
 * opening a dropdown group does not, and Book Now comes last. Escape closes it too.
 */
export function MobileMenu({ id, open, plain = false, pathname, onClose }: MobileMenuProps) {
  // With the script, the links are drawn the first time the menu opens, which keeps the page's
  // DOM small once it runs; before it, they are in the HTML (`plain`).
  const [drawn, setDrawn] = useState(open || plain);
  if (open && !drawn) setDrawn(true);
  const closeOnEscape = useCallback(() => onClose(true), [onClose]);
  useEscapeKey(open, closeOnEscape);

  const close = () => onClose(false);
  const words = useWords("shell");
  const lang = useLang();
  return (
    <nav
      id={id}
      aria-label={words.mobileNavigation}
      hidden={!open}
      className="absolute inset-x-0 top-full max-h-[calc(100dvh-5.5rem)] overflow-y-auto border-b border-sand-200 bg-white shadow-lift xl:hidden"
    >
      {drawn ? (
      <ul className="container flex flex-col gap-0.5 py-3">
        <li className="mb-2">
          <LanguageSwitch className="flex min-h-12 w-full items-center justify-center rounded-md border border-sand-200 px-3 font-semibold text-river-800 hover:bg-sand-50" />
        </li>
        {mainNavigation.map((item) =>
          item.kind === "link" ? (
            <NavItem key={item.to} item={item} pathname={pathname} look="mobile" onNavigate={close} />
          ) : plain ? (
            <PlainGroup key={item.id} group={item} pathname={pathname} />
          ) : (
            <MobileGroup key={item.id} group={item} pathname={pathname} onNavigate={close} />
          ),
        )}
        <li className="mt-3">
          <Link to={linkInLang(bookNowLink.to, lang)} onClick={close} className="btn-primary w-full">
            {words.nav[bookNowLink.key]}
          </Link>
        </li>

      </ul>
      ) : null}
    </nav>
  );
}
