import { useRootData } from "~/root-data";
import { Link } from "react-router";
import type { NavLink } from "../content/navigation";
import { linkInLang } from "../i18n/hindi-pages";
import { useLang, useWords } from "../i18n/words";
import { isCurrentPath } from "./nav-current";

/** The desktop bar's mark under the current page's item (its link, or the group holding it). */
export const activeMark =
  "after:absolute after:inset-x-2 after:-bottom-0.5 after:h-0.5 after:rounded-pill after:bg-saffron-500 text-river-800";

/** A row of the mobile menu: a link, or a group's toggle. */
export const mobileRow =
  "flex min-h-12 w-full items-center justify-between gap-3 rounded-md px-3 text-base font-medium focus-visible:outline-2 focus-visible:outline-river-700";

/** Where a link stands: each place's classes in every state, on the current page, elsewhere. */
const looks = {
  bar: { base: "nav-link", current: activeMark, other: "text-ink" },
  dropdown: { base: "nav-menu-item", current: "bg-river-50 font-semibold text-river-800", other: "text-ink" },
  mobile: { base: mobileRow, current: "bg-river-50 text-river-800", other: "text-ink hover:bg-sand-50" },
  mobileGroup: { base: mobileRow, current: "bg-river-50 text-river-800", other: "text-ink-700 hover:bg-sand-50" },
} as const;

interface NavItemProps {
  item: NavLink;
  pathname: string;
  look: keyof typeof looks;
  onNavigate?: () => void;
}

/**
 * One link of the site's navigation, in the desktop header and in the mobile menu alike: marked
 * as the current page where it is, and labelled "Upcoming" or "Opens <date>" for a facility not open yet, as staff saved it.
 */
export function NavItem({ item, pathname, look, onNavigate }: NavItemProps) {
  const here = isCurrentPath(pathname, item.to);
  const classes = looks[look];
  const words = useWords("shell");
  const lang = useLang();
  const mark = useRootData()?.facilityMarks?.[item.to] ?? null;
  return (
    <li>
      <Link
        to={linkInLang(item.to, lang)}
        aria-current={here ? "page" : undefined}
        onClick={onNavigate}
        className={`${classes.base} ${here ? classes.current : classes.other}`}
      >
        {words.nav[item.key]}
        {mark ? <span className="rounded-pill bg-saffron-50 px-2 py-0.5 text-xs font-semibold text-saffron-900">{mark}</span> : null}
      </Link>
    </li>
  );
}
