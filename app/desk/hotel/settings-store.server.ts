import type { HotelSettings } from "~/content/hotel";
import { parseFacilityForm } from "~/domain/facility-form";
import { parseHotelDetailsForm } from "~/domain/hotel-details-form";
import { parseBannerForm, parseOfferForm } from "~/domain/offer-forms";
import type { StaffIdentity } from "~/desk/bookings/desk-services";
import type { SettingsChange, SettingsOutcome } from "~/desk/hotel/desk-settings";
import { bumpContentVersion } from "~/server/content-version.server";
import { readSavedSettings, settingsSaved } from "~/server/hotel-settings.server";
import { alreadyDone } from "../bookings/desk-audit.server";
import { writeHotelSetting } from "./hotel-setting-write.server";

type Parsed<K extends keyof HotelSettings> = { ok: true; key: K; value: HotelSettings[K]; action: string } | { ok: false; fields: Record<string, string> };

function parse(change: SettingsChange): Parsed<keyof HotelSettings> {
  switch (change.kind) {
    case "details": {
      const parsed = parseHotelDetailsForm(change.fields);
      return parsed.ok ? { ok: true, key: "details", value: parsed.value, action: "details" } : parsed;
    }
    case "offer": {
      const parsed = parseOfferForm(change.fields);
      return parsed.ok ? { ok: true, key: "offers", value: [parsed.value], action: "offer" } : parsed;
    }
    case "banner": {
      const parsed = parseBannerForm(change.fields);
      return parsed.ok ? { ok: true, key: "banner", value: parsed.value, action: "banner" } : parsed;
    }
    case "facilities": {
      const parsed = parseFacilityForm(change.fields);
      return parsed.ok ? { ok: true, key: "facilities", value: parsed.value, action: "facilities" } : parsed;
    }
    case "remove-offer":
      return { ok: true, key: "offers", value: [], action: "offer_removed" };
    case "remove-banner":
      return { ok: true, key: "banner", value: null, action: "banner_removed" };
  }
}

/**
 * Saves what staff set on the Hotel details and Offers pages (product-rules.md: Hotel details;
 * Offers and the announcement bar): the value and its audit row in one batch, once per form; then
 * this isolate and KV carry it at once and the content version moves, so cached pages are made
 * again within the minute. Kept by the website in both modes: the hotel's own system has no place
 * for them.
 */
export function createDeskSettings(bindings: { db: D1Database; kv: KVNamespace }) {
  const { db, kv } = bindings;
  return {
    /** As saved, read fresh (not from any cache). */
    saved: (): Promise<HotelSettings> => readSavedSettings(db),
    async change(request: { change: SettingsChange; requestKey: string; staff: StaffIdentity; now: Date }): Promise<SettingsOutcome> {
      if (await alreadyDone(db, request.requestKey)) return { ok: true, replayed: true };
      const parsed = parse(request.change);
      if (!parsed.ok) return { ok: false, status: 400, message: "Please check the highlighted fields.", fields: parsed.fields };
      const before = await readSavedSettings(db);
      await writeHotelSetting(db, request, { key: parsed.key, action: parsed.action, before: before[parsed.key], after: parsed.value });
      await settingsSaved(kv, { ...before, [parsed.key]: parsed.value });
      await bumpContentVersion(kv);
      return { ok: true, replayed: false };
    },
  };
}
