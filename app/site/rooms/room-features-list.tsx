import { Icon } from "~/components/icon";
import { featureIcon } from "./room-features";

/** The room's features with an icon each (the room's own list, else the fixed list). */
export function RoomFeaturesList({ features }: { features: readonly string[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {features.map((feature) => (
        <li key={feature} className="flex items-center gap-3 text-ink-700">
          <span className="grid h-9 w-9 place-items-center rounded-pill bg-river-50 text-river-700">
            <Icon name={featureIcon(feature)} />
          </span>
          {feature}
        </li>
      ))}
    </ul>
  );
}
