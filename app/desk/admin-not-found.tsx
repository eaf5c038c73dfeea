import { data } from "react-router";

/**
 * An address under /admin that is no desk page: the desk's own 404, drawn by the desk frame's error
 * boundary (app/desk/admin.tsx), so it never falls through to the guest site's not-found page.
 */
export function loader() {
  throw data("Not found", { status: 404 });
}

// A page, not a resource route, so the 404 renders inside the desk; the loader always throws first.
export default function DeskNotFound() {
  return null;
}
