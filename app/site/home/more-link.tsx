import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/icon";

/** A home section's way on to the full page ("Discover More", "Explore More"), with its chevron. */
export function MoreLink({ to, className, children }: { to: string; className: string; children: ReactNode }) {
  return (
    <Link to={to} className={className}>
      {children}
      <Icon name="chevron-right" className="h-4 w-4" />
    </Link>
  );
}
