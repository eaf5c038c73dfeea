import { NavLink, useLocation } from "react-router";
import type { StaffIdentity } from "~/desk/bookings/desk-services";

/** The desk's pages, in the header's order. */
const deskPages = [
  { to: "/admin", label: "Today", end: true },
  { to: "/admin/bookings", label: "Bookings", end: false },
  { to: "/admin/bookings/new", label: "New booking", end: false },
  { to: "/admin/board", label: "Room board", end: false },
  { to: "/admin/calendar", label: "Calendar", end: false },
  { to: "/admin/reports", label: "Reports", end: false },
  { to: "/admin/channels", label: "Channels", end: false },
  { to: "/admin/rates", label: "Rates", end: false },
  { to: "/admin/enquiries", label: "Enquiries", end: false },
  { to: "/admin/rooms", label: "Rooms", end: false },
  { to: "/admin/room-numbers", label: "Room numbers", end: false },
  { to: "/admin/gallery", label: "Gallery", end: false },
  { to: "/admin/offers", label: "Offers", end: false },
  { to: "/admin/testimonials", label: "Reviews", end: false },
  { to: "/admin/hotel", label: "Hotel details", end: false },
] as const;

const navLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-white ${
    isActive ? "bg-white text-river-900" : "text-white hover:bg-river-700"
  }`;

/** Whether `pathname` is another listed page's, one below `to` ("/admin/bookings/new" below "/admin/bookings"). */
const underOtherPage = (to: string, pathname: string) =>
  deskPages.some((other) => other.to.startsWith(`${to}/`) && (pathname === other.to || pathname.startsWith(`${other.to}/`)));

/** The four a receptionist reaches for most, in the phone's bottom bar. */
const shortcuts = [
  { to: "/admin", label: "Today", end: true },
  { to: "/admin/bookings", label: "Bookings", end: false },
  { to: "/admin/board", label: "Board", end: false },
  { to: "/admin/bookings/new", label: "New", end: false },
] as const;

function DeskPageLinks({ pathname, linkClass }: { pathname: string; linkClass: typeof navLink }) {
  return deskPages.map((page) => (
    <NavLink
      key={page.to}
      to={page.to}
      end={page.end}
      // A page whose own link is listed (New booking) lights only that link, not its parent's.
      className={({ isActive }) => linkClass({ isActive: isActive && !underOtherPage(page.to, pathname) })}
      aria-current={underOtherPage(page.to, pathname) ? "false" : "page"}
    >
      {page.label}
    </NavLink>
  ));
}

/**
 * The front desk's own frame: a compact header, who is signed in, and the page. On a phone the
 * pages fold into a menu and the four daily ones sit in a bar at the bottom, under the thumb.
 */
export function DeskShell({ staff, children }: { staff: StaffIdentity; children: React.ReactNode }) {
  const { pathname } = useLocation();
  return (
    <div className="min-h-screen bg-sand-50">
      <header className="bg-river-900 text-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <p className="font-serif text-lg font-semibold">Front desk</p>
          <nav aria-label="Front desk" className="hidden flex-wrap gap-1 md:flex">
            <DeskPageLinks pathname={pathname} linkClass={navLink} />
          </nav>
          <details className="ml-auto md:hidden">
            <summary className="cursor-pointer rounded-md px-3 py-2 font-semibold ring-1 ring-white/40 focus-visible:outline-2 focus-visible:outline-white">
              Menu
            </summary>
            <nav aria-label="Front desk" className="mt-2 grid grid-cols-2 gap-1">
              <DeskPageLinks pathname={pathname} linkClass={navLink} />
            </nav>
          </details>
          <div className="flex w-full flex-wrap items-center gap-x-4 gap-y-1 text-sm md:ml-auto md:w-auto">
            <span>
              Signed in as <strong data-testid="desk-staff">{staff.email}</strong>
            </span>
            <a href="/" className="text-river-50 underline underline-offset-4 hover:text-white">
              Back to the website
            </a>
          </div>
        </div>
      </header>
      {staff.local ? (
        <p role="note" className="bg-saffron-100 px-4 py-2 text-center text-sm text-ink">
          Signed in as {staff.email} (local, not protected by Access)
        </p>
      ) : null}
      <main id="content" tabIndex={-1} className="mx-auto max-w-5xl px-4 pt-6 pb-24 outline-none md:pb-6">
        {children}
      </main>
      <nav aria-label="Shortcuts" className="fixed inset-x-0 bottom-0 z-20 grid grid-cols-4 border-t border-sand-300 bg-white md:hidden">
        {shortcuts.map((page) => (
          <NavLink
            key={page.to}
            to={page.to}
            end={page.end}
            className={({ isActive }) =>
              `flex min-h-14 items-center justify-center px-1 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-river-700 ${
                isActive && !underOtherPage(page.to, pathname) ? "bg-river-700 text-white" : "text-river-900"
              }`
            }
            aria-current={underOtherPage(page.to, pathname) ? "false" : "page"}
          >
            {page.label}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
