/**
 * The one service catalogue (product-rules.md: Services catalogue). Services cost nothing online:
 * they are arranged and paid at the hotel, so their price is 0 paise and shows as "Pay at hotel".
 */
import { z } from "zod";
import { formatRupees } from "./money";

export const serviceKeys = ["roomDecoration", "lunch", "dinner", "airportPickup"] as const;
export type ServiceKey = (typeof serviceKeys)[number];

export interface Service {
  key: ServiceKey;
  label: string;
  pricePaise: number;
}

export const payAtHotelLabel = "Pay at hotel";

export const services: readonly Service[] = [
  { key: "roomDecoration", label: "Room Decoration", pricePaise: 0 },
  { key: "lunch", label: "Lunch Package", pricePaise: 0 },
  { key: "dinner", label: "Dinner Package", pricePaise: 0 },
  { key: "airportPickup", label: "Airport Pickup / Railway Station", pricePaise: 0 },
];

// Pure: pages that only list the services do not pull zod into their bundle.
export const serviceKeySchema = /* @__PURE__ */ z.enum(serviceKeys);

// Names the original site sent, still accepted from older clients.
const legacyNames: Record<string, ServiceKey> = {
  "airportpickup/railwaystation": "airportPickup",
  "airport pickup / railway stations": "airportPickup",
};

function normaliseName(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}

/** Finds a service by key or by label, ignoring case and extra spaces. */
export function findService(keyOrLabel: string): Service | undefined {
  const wanted = normaliseName(keyOrLabel);
  const legacyKey = legacyNames[wanted];
  return services.find(
    (s) => s.key.toLowerCase() === wanted || normaliseName(s.label) === wanted || s.key === legacyKey,
  );
}

export function serviceByKey(key: ServiceKey): Service {
  const service = services.find((s) => s.key === key);
  if (!service) throw new RangeError(`Unknown service ${key}`);
  return service;
}

/** What the price column shows: "Pay at hotel" for the free-online services. */
export function servicePriceLabel(service: Service): string {
  return service.pricePaise === 0 ? payAtHotelLabel : formatRupees(service.pricePaise);
}
