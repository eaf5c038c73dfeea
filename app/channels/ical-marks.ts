/**
 * How the hotel's own export marks its events, so the import recognises them when a channel sends
 * them back (no echo): UIDs "<kind>-<id>-<first night>@<site host>" and the calendar's PRODID.
 */
import type { IsoDate } from "~/content/hotel";

export const exportProduct = "Channel calendar";

/** The stable UID of one busy span of a room's or type's export. */
export function exportUid(kind: "unit" | "type", targetId: number, firstNight: IsoDate, siteHost: string): string {
  return `${kind}-${targetId}-${firstNight}@${siteHost}`;
}

/** Whether a UID is one of ours (from this site's export). */
export function isOurUid(uid: string, siteHost: string): boolean {
  const at = uid.lastIndexOf("@");
  return at > 0 && uid.slice(at + 1).toLowerCase() === siteHost.toLowerCase() && /^(unit|type)-\d+-\d{4}-\d{2}-\d{2}$/.test(uid.slice(0, at));
}

/** Whether a calendar's PRODID is our export's ("-//<hotel>//Channel calendar//EN"). */
export function isOurProdId(prodId: string, hotelName: string): boolean {
  return prodId.includes(`//${hotelName}//${exportProduct}//`);
}
