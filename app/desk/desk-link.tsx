import type { ReactNode } from "react";
import { Link } from "react-router";

/** The desk's text links: underlined and bold, so they read as links beside the buttons. */
export const deskLinkClass = "font-semibold text-river-800 underline underline-offset-4";

/** Back from one booking or room to the list it belongs to, above the page's heading. */
export function DeskBackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <p>
      <Link to={to} className={deskLinkClass}>
        {children}
      </Link>
    </p>
  );
}
