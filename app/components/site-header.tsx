import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { hotel } from "../content/hotel";
import { addressIn } from "../content/hotel-in-lang";
import { bookNowLink, mainNavigation, type NavGroup } from "../content/navigation";
import { BrandLockup } from "./brand-mark";
import { Icon } from "./icon";
import { MobileMenu } from "./mobile-menu";
import { isCurrentGroup } from "./nav-current";
import { useHydrated } from "./use-hydrated";
import { activeMark, NavItem } from "./nav-item";
import { EmailLink, PhoneLink } from "./contact-links";
import { useKeptHtml } from "./kept-html";
import { LanguageSwitch } from "./language-switch";
import { linkInLang } from "../i18n/hindi-pages";
import { useLang, useWords } from "../i18n/words";

const topBarClass = "hidden bg-river-900 text-sm text-river-50 md:block";

/**
 * Address and phone above the header, from 768 px. On a phone the bottom bar already calls the
 * hotel, and the 40 px the bar took are better spent on the first screen (the hotel and a way to
 * check availability); the address is in the footer and on /Contact.
 */
function TopBar() {
  const { phones } = hotel;
  const words = useWords("shell");
  const lang = useLang();
  const address = addressIn(lang);
  const id = useId();
  // Links out only (the map, mail, a call): the server's markup stays as drawn until the language changes.
  const kept = useKeptHtml(id);
  if (kept !== undefined) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own rendering of this bar, read back from the page.
    return <div id={id} className={topBarClass} dangerouslySetInnerHTML={{ __html: kept }} />;
  }
  return (
    <div id={id} className={topBarClass}>
      <div className="container flex min-h-10 items-center justify-between gap-4 py-1.5">
        <a
          href={address.mapsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="flex min-w-0 items-center gap-2 hover:text-white hover:underline"
        >
          <Icon name="map-pin" className="h-4 w-4 text-saffron-300" />
          <span className="truncate">
            <span className="hidden md:inline">{address.street}, </span>
            {address.locality}, {address.region} {address.postalCode}
          </span>
          <span className="sr-only">{words.mapLink}</span>
        </a>
        <div className="flex shrink-0 items-center gap-5">
          <EmailLink
            className="hidden items-center gap-2 hover:text-white hover:underline lg:flex"
            icon={<Icon name="mail" className="h-4 w-4 text-saffron-300" />}
          />
          <PhoneLink
            className="flex items-center gap-2 font-semibold hover:text-white hover:underline"
            icon={<Icon name="phone" className="h-4 w-4 text-saffron-300" />}
          >
            <span className="sr-only">{words.call}</span>
            {phones.primary.display}
          </PhoneLink>
        </div>
      </div>
    </div>
  );
}

function DesktopGroup({ group, pathname, open, onToggle }: {
  group: NavGroup;
  pathname: string;
  open: boolean;
  onToggle: (id: string | null) => void;
}) {
  const menuId = useId();
  const current = isCurrentGroup(pathname, group);
  const words = useWords("shell");
  return (
    <li className="group relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => onToggle(open ? null : group.id)}
        className={`nav-link ${current ? activeMark : "text-ink"}`}
      >
        {words.nav[group.key]}
        <Icon name="chevron-down" className={`h-3.5 w-3.5 transition-transform ${open ? "rotate-180" : ""}`} />
      </button>
      {/* Hover also reveals the list for pointer users; the button state serves keyboard and touch. */}
      <div id={menuId} className={`absolute left-0 top-full z-40 pt-2 ${open ? "block" : "hidden group-hover:block"}`}>
        <ul className="min-w-56 rounded-md border border-sand-200 bg-white p-2 shadow-lift">
          {group.items.map((item) => (
            <NavItem key={item.to} item={item} pathname={pathname} look="dropdown" onNavigate={() => onToggle(null)} />
          ))}
        </ul>
      </div>
    </li>
  );
}

/** The width from which the desktop bar shows (`xl`, uno.config.ts) and the menu button hides. */
const WIDE_SCREEN = "(min-width: 1200px)";

/**
 * The desktop bar as the server drew it, while it is hidden (below 1200 px) on the page the server
 * sent, so a phone hydrates none of its links (about 60 of the header's 150 elements).
 * It is drawn live when the window widens (a tablet turned, a window resized) or the language
 * changes, with the page's current page marked then.
 */
function useKeptDesktopNav(id: string) {
  const kept = useKeptHtml(id, () => !window.matchMedia(WIDE_SCREEN).matches);
  const [widened, setWidened] = useState(false);
  useEffect(() => {
    if (kept === undefined) return;
    const query = window.matchMedia(WIDE_SCREEN);
    const onChange = () => {
      if (query.matches) setWidened(true);
    };
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [kept]);
  return widened ? undefined : kept;
}

function DesktopNav({ pathname }: { pathname: string }) {
  const [openGroup, setOpenGroup] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const words = useWords("shell");
  const id = useId();
  const kept = useKeptDesktopNav(id);

  useEffect(() => {
    if (!openGroup) return;
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenGroup(null);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const button = navRef.current?.querySelector<HTMLButtonElement>("button[aria-expanded=true]");
      setOpenGroup(null);
      button?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [openGroup]);

  if (kept !== undefined) {
    return (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own rendering of the bar, read back from the page.
      <nav id={id} ref={navRef} aria-label={words.mainNavigation} className="hidden xl:block" dangerouslySetInnerHTML={{ __html: kept }} />
    );
  }
  return (
    <nav id={id} ref={navRef} aria-label={words.mainNavigation} className="hidden xl:block">
      <ul className="flex items-center gap-0.5">
        {mainNavigation.map((item) =>
          item.kind === "link" ? (
            <NavItem key={item.to} item={item} pathname={pathname} look="bar" />
          ) : (
            <DesktopGroup
              key={item.id}
              group={item}
              pathname={pathname}
              open={openGroup === item.id}
              onToggle={setOpenGroup}
            />
          ),
        )}
      </ul>
    </nav>
  );
}

/**
 * The header, as on the original site: a top bar (address to the map, phone), the logo, the desktop
 * navigation with the current page marked and Book Now, and below 1200 px a menu button for the
 * mobile menu.
 */
const menuButtonClass =
  "grid h-12 w-12 place-items-center rounded-md border border-sand-200 text-river-900 hover:bg-sand-50 focus-visible:outline-2 focus-visible:outline-river-700 xl:hidden";

export function SiteHeader() {
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const plainMenuRef = useRef<HTMLDetailsElement>(null);
  const plainMenuId = `${menuId}-plain`;
  const plainMenu = useKeptHtml(plainMenuId);
  const hydrated = useHydrated();
  const words = useWords("shell");
  const lang = useLang();

  // Runs once, after hydration and before the script's button replaces the plain menu.
  useLayoutEffect(() => {
    if (!hydrated && plainMenuRef.current?.open) setMenuOpen(true);
  }, [hydrated]);

  // A navigation by any means (back button, a link elsewhere) closes the mobile menu; the page's
  // first path is no navigation (a menu opened before the script ran stays open).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    setMenuOpen(false);
  }, [pathname]);

  return (
    <>
      <TopBar />
      <header className="sticky top-0 z-40 border-b border-sand-200 bg-white">
        <div className="container relative flex items-center justify-between gap-2 py-2 xl:gap-3 xl:py-3">
          <Link
            to={linkInLang("/", lang)}
            className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-river-700"
          >
            <BrandLockup markClassName="h-[65px] w-[65px] xl:h-14 xl:w-14" />
            <span className="sr-only">{words.homeLink}</span>
          </Link>
          <DesktopNav pathname={pathname} />
          <div className="flex items-center gap-1 xl:gap-3">
          <LanguageSwitch className="grid min-h-12 min-w-12 place-items-center rounded-md px-1 font-semibold xl:px-2 text-river-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-river-700" />
          <Link to={linkInLang(bookNowLink.to, lang)} className="btn-primary hidden whitespace-nowrap px-4 py-2.5 xl:inline-flex xxl:px-6">
            {words.nav[bookNowLink.key]}
          </Link>
          {hydrated ? (
            <>
              <button
                ref={toggleRef}
                type="button"
                aria-expanded={menuOpen}
                aria-controls={menuId}
                onClick={() => setMenuOpen((open) => !open)}
                className={menuButtonClass}
              >
                <Icon name={menuOpen ? "close" : "menu"} className="h-6 w-6" />
                <span className="sr-only">{words.menu}</span>
              </button>
              <MobileMenu
                id={menuId}
                open={menuOpen}
                pathname={pathname}
                onClose={(returnFocus) => {
                  setMenuOpen(false);
                  if (returnFocus) toggleRef.current?.focus();
                }}
              />
            </>
          ) : (
            // Before the script runs (a slow phone, or none at all): the same button as a <details>
            // that opens the menu by itself. A menu opened this way stays open when the script arrives.
            // While the page hydrates, React leaves its links as drawn (they are replaced straight after).
            plainMenu === undefined ? (
              <details id={plainMenuId} ref={plainMenuRef} className="xl:hidden">
                <summary className={`${menuButtonClass} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
                  <Icon name="menu" className="h-6 w-6" />
                  <span className="sr-only">{words.menu}</span>
                </summary>
                <MobileMenu id={menuId} open plain pathname={pathname} onClose={() => {}} />
              </details>
            ) : (
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own rendering of the menu, read back from the page.
              <details id={plainMenuId} ref={plainMenuRef} className="xl:hidden" dangerouslySetInnerHTML={{ __html: plainMenu }} />
            )
          )}
          </div>
        </div>
      </header>
    </>
  );
}
