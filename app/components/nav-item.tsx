import { Link } from "react-router";
import { isCurrentPath, type NavLink } from "../content/navigation";

interface NavItemProps {
  item: NavLink;
  pathname: string;
  onNavigate?: () => void;
  /** Classes in every state; then those of the current page's link and of the others. */
  className: string;
  currentClassName: string;
  otherClassName: string;
}

/**
 * One link of the site's navigation, in the desktop header and in the mobile menu alike: marked
 * as the current page where it is, and labelled "Upcoming" for a place not open yet.
 */
export function NavItem({ item, pathname, onNavigate, className, currentClassName, otherClassName }: NavItemProps) {
  const here = isCurrentPath(pathname, item.to);
  return (
    <li>
      <Link
        to={item.to}
        aria-current={here ? "page" : undefined}
        onClick={onNavigate}
        className={`${className} ${here ? currentClassName : otherClassName}`}
      >
        {item.label}
        {item.upcoming ? (
          <span className="rounded-pill bg-saffron-50 px-2 py-0.5 text-xs font-semibold text-saffron-900">Upcoming</span>
        ) : null}
      </Link>
    </li>
  );
}
