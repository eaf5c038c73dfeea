import type { NavGroup } from "../content/navigation";
import { pathWithoutLang } from "../i18n/lang";

/**
 * Which menu item the page being shown is. Here beside the menus that mark it, not with the menu's
 * structure (app/content/navigation.ts): reading a page's path is language plumbing, which sits
 * above the content.
 */

/**
 * Routes match case-insensitively (product-rules.md: Routes and not-found), so `/ABOUT` still marks
 * About as current. Home is current only on "/" itself; other items also cover their sub-paths
 * (`/Room/deluxe-room`).
 */
export function isCurrentPath(pathname: string, to: string): boolean {
  const current = pathWithoutLang(pathname.replace(/\/+$/, "")).toLowerCase() || "/";
  const target = to.toLowerCase();
  if (target === "/") return current === "/";
  return current === target || current.startsWith(`${target}/`);
}

/** A group is current when any of its items is. */
export function isCurrentGroup(pathname: string, group: NavGroup): boolean {
  return group.items.some((item) => isCurrentPath(pathname, item.to));
}
