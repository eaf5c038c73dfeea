import { pathWithoutLang } from "~/i18n/lang";

/**
 * The short room paths of the original site's route table (/Deluxe … /SuiteRoom) and the room id
 * each shows. The route table maps them to the room details module; the module reads the id from
 * the pathname.
 */
const roomIdByAlias: Record<string, number> = {
  "/deluxe": 1,
  "/superdeluxe": 2,
  "/luxuryroom": 3,
  "/suiteroom": 4,
};

/** The room id a details URL names: `/RoomDetails/2` → 2, `/LuxuryRoom` → 3; null when it names none. */
export function roomIdFromPath(pathname: string, idParam: string | undefined): number | null {
  if (idParam !== undefined) {
    return /^[1-9]\d{0,8}$/.test(idParam) ? Number(idParam) : null;
  }
  // Client navigations fetch `/SuperDeluxe.data`: the alias is the path without that suffix, and
  // without `/hi` on the Hindi page.
  const alias = pathWithoutLang(pathname.replace(/\.data$/, "").replace(/\/+$/, "")).toLowerCase();
  return roomIdByAlias[alias] ?? null;
}
