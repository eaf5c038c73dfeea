import { useState } from "react";
import { fill, useWords } from "~/i18n/words";
import { hotel } from "../content/hotel";
import { Icon } from "./icon";
import type { ImageSource } from "../content/content-types";
import { Illustration } from "./illustration";

const MAP_PREVIEW: ImageSource = {
  src: "/illustrations/map-preview.svg",
  width: 1200,
  height: 600,
  alt: "A drawn map of Omkareshwar and the Narmada",
};

interface MapFacadeProps {
  /** What the map should show; defaults to the hotel's address. */
  query?: string;
  /** Accessible name of the map, e.g. "Map to the hotel". */
  title?: string;
  className?: string;
}

const hotelQuery = () => `${hotel.name}, ${hotel.address.locality}, ${hotel.address.region} ${hotel.address.postalCode}`;

/**
 * A third-party facade (product-rules.md: Third-party facades): a drawn map and a button; Google
 * Maps loads only after the guest asks for it. A plain link to the maps site works without
 * JavaScript and when the embed is blocked.
 */
export function MapFacade({ query = hotelQuery(), title, className = "" }: MapFacadeProps) {
  const [loaded, setLoaded] = useState(false);
  const { map, newTab } = useWords("frame");
  const mapsLink = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
  return (
    <div className={`overflow-hidden rounded-lg bg-sand-100 shadow-card ${className}`}>
      <div className="relative aspect-[2/1] w-full">
        {loaded ? (
          <iframe
            src={`https://www.google.com/maps?q=${encodeURIComponent(query)}&output=embed`}
            title={title ?? fill(map.title, { name: hotel.shortName })}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
            className="absolute inset-0 h-full w-full border-0"
          />
        ) : (
          <>
            <Illustration image={MAP_PREVIEW} decorative className="absolute inset-0 h-full w-full object-cover" />
            <div className="absolute inset-0 grid place-items-center bg-ink/10">
              <button type="button" onClick={() => setLoaded(true)} className="btn-primary shadow-lift">
                <Icon name="map-pin" />
                {map.show}
              </button>
            </div>
          </>
        )}
      </div>
      <p className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm text-ink-700">
        <span>{loaded ? map.loaded : map.notLoaded}</span>
        <a href={mapsLink} target="_blank" rel="noopener noreferrer" className="font-semibold text-river-700 underline underline-offset-2">
          {map.open}
          <span className="sr-only"> {newTab}</span>
        </a>
      </p>
    </div>
  );
}
