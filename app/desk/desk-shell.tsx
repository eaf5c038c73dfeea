import { NavLink } from "react-router";
import type { StaffIdentity } from "~/desk/bookings/desk-services";

/** The desk's pages, in the header's order. */
const deskPages = [
  { to: "/admin", label: "Today", end: true },
  { to: "/admin/bookings", label: "Bookings", end: false },
  { to: "/admin/calendar", label: "Calendar", end: false },
  { to: "/admin/rates", label: "Rates", end: false },
  { to: "/admin/enquiries", label: "Enquiries", end: false },
  { to: "/admin/rooms", label: "Rooms", end: false },
  { to: "/admin/gallery", label: "Gallery", end: false },
  { to: "/admin/offers", label: "Offers", end: false },
  { to: "/admin/testimonials", label: "Reviews", end: false },
  { to: "/admin/hotel", label: "Hotel details", end: false },
] as const;

const navLink = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-white ${
    isActive ? "bg-white text-river-900" : "text-white hover:bg-river-700"
  }`;

/** The front desk's own frame: a compact header, who is signed in, and the page. */
export function DeskShell({ staff, children }: { staff: StaffIdentity; children: React.ReactNode }) {
  return (
    <div className="min-h-screen bg-sand-50">
      <header className="bg-river-900 text-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <p className="font-serif text-lg font-semibold">Front desk</p>
          <nav aria-label="Front desk" className="flex flex-wrap gap-1">
            {deskPages.map((page) => (
              <NavLink key={page.to} to={page.to} end={page.end} className={navLink}>
                {page.label}
              </NavLink>
            ))}
          </nav>
          <div className="ml-auto flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
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
      <main id="content" tabIndex={-1} className="mx-auto max-w-5xl px-4 py-6 outline-none">
        {children}
      </main>
    </div>
  );
}
