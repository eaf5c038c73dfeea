import { z } from "zod";
import { applySettings, type HotelSettings } from "~/content/hotel";
import { seedSettings } from "~/content/hotel-seed";
import { facilityStates } from "~/content/facility-status";

/**
 * The hotel's details, offers and announcement bar as staff saved them (product-rules.md: Hotel
 * details), put in force before the Worker answers anything: D1 holds them, KV caches the whole
 * value, and each isolate keeps it for a few seconds, like the content version, so a page costs no
 * read at all on a warm isolate. A save in this isolate is seen at once; other isolates and KV's
 * edge cache follow within a minute, as the page cache does.
 */
export const HOTEL_SETTINGS_KEY = "hotel-settings";
const MEMO_MS = 5_000;
// Anything this isolate runs before the first read (a test, a cron) sees the seed, never nothing.
applySettings(seedSettings);
let memo: { value: HotelSettings; until: number } | null = null;

const phone = z.object({ display: z.string(), tel: z.string().regex(/^\+\d{7,15}$/) });
const day = z.custom<`${number}-${number}-${number}`>((value) => typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value));
const window = { startsOn: day.optional(), endsOn: day.optional() };
/** Staff's Hindi beside the English (product-rules.md: Hindi), each line optional: rows saved before it existed have none. */
const hindiLine = z.string().optional();

const facility = z.object({ state: z.enum(facilityStates), opensOn: day.optional(), opens: z.string(), closes: z.string() });

/** What D1 may hold for each key; a row that does not match is ignored (logged) for the seed. */
const stored = {
  details: z.object({
    phones: z.object({ primary: phone, secondary: phone.nullable() }),
    emails: z.object({ general: z.string(), reservations: z.string() }),
    whatsapp: phone,
    address: z.object({
      street: z.string(),
      locality: z.string(),
      district: z.string(),
      region: z.string(),
      postalCode: z.string(),
      mapsUrl: z.string(),
      hi: z.object({ street: hindiLine, locality: hindiLine, district: hindiLine, region: hindiLine }).optional(),
    }),
    social: z.array(z.object({ label: z.enum(["Facebook", "Instagram", "YouTube", "LinkedIn"]), url: z.string() })),
    googleRating: z.string(),
    checkInTime: z.string(),
    checkOutTime: z.string(),
    // Details saved before the legal name and GSTIN were kept carry none: the seed's stand in (the launch check flags them).
    legal: z.object({ name: z.string(), gstin: z.string() }).default(seedSettings.details.legal),
  }),
  offers: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      percentOff: z.number().int().min(1).max(90),
      heroHeading: z.string().optional(),
      heroText: z.string().optional(),
      hi: z.object({ title: hindiLine, heroHeading: hindiLine, heroText: hindiLine }).optional(),
      ...window,
    }),
  ),
  banner: z
    .object({
      text: z.string(),
      link: z.object({ label: z.string(), href: z.string() }).nullable(),
      hi: z.object({ text: hindiLine, linkLabel: hindiLine }).optional(),
      ...window,
    })
    .nullable(),
  facilities: z.object({ rooftop: facility, pool: facility, spa: facility, gym: facility }),
} satisfies { [K in keyof HotelSettings]: z.ZodType<HotelSettings[K]> };

type SettingKey = keyof HotelSettings;

/** The saved rows over the seed, key by key. */
export function settingsFromRows(rows: readonly { key: string; value: string }[]): HotelSettings {
  const settings: Record<SettingKey, unknown> = { ...seedSettings };
  for (const row of rows) {
    if (!Object.hasOwn(stored, row.key)) continue;
    const key = row.key as SettingKey;
    try {
      settings[key] = stored[key].parse(JSON.parse(row.value));
    } catch (error) {
      console.warn(JSON.stringify({ event: "hotel_setting_unreadable", key, error: String(error).slice(0, 200) }));
    }
  }
  return settings as unknown as HotelSettings;
}

export async function readSavedSettings(db: D1Database): Promise<HotelSettings> {
  const { results } = await db.prepare("SELECT key, value FROM hotel_settings").all<{ key: string; value: string }>();
  return settingsFromRows(results);
}

async function load(bindings: { DB: D1Database; CACHE: KVNamespace }): Promise<HotelSettings> {
  const cached = await bindings.CACHE.get<HotelSettings>(HOTEL_SETTINGS_KEY, { type: "json", cacheTtl: 60 }).catch(() => null);
  if (cached) return cached;
  const saved = await readSavedSettings(bindings.DB);
  await bindings.CACHE.put(HOTEL_SETTINGS_KEY, JSON.stringify(saved)).catch(() => {});
  return saved;
}

/**
 * Puts the saved settings in force for this isolate. Never throws: when D1 and KV both fail, the
 * last value this isolate had (or the seed) stays, so a guest still gets a page.
 */
export async function applySavedSettings(bindings: { DB: D1Database; CACHE: KVNamespace }): Promise<void> {
  const now = Date.now();
  if (memo && memo.until > now) return applySettings(memo.value);
  try {
    const value = await load(bindings);
    memo = { value, until: now + MEMO_MS };
    applySettings(value);
  } catch (error) {
    console.error(JSON.stringify({ event: "hotel_settings_unavailable", error: String(error).slice(0, 200) }));
  }
}

/** After a save: this isolate and KV carry the new value at once. */
export async function settingsSaved(kv: KVNamespace, value: HotelSettings): Promise<void> {
  memo = { value, until: Date.now() + MEMO_MS };
  applySettings(value);
  await kv.put(HOTEL_SETTINGS_KEY, JSON.stringify(value));
}
