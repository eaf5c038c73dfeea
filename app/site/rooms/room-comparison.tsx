import type { RoomSummary } from "~/domain/api-types";
import { formatRupees, rupeesToPaise } from "~/domain/money";
import { type WordBook, fill, useLang, useWords } from "~/i18n/words";
import { roomTypeNameIn } from "./room-in-lang";

type FactWords = WordBook["roomCard"]["facts"];

/** A room's facts in a guest's words, each left out when staff kept none (product-rules.md: Room facts). */
export function roomFactRows(room: RoomSummary, w: FactWords): { label: string; value: string }[] {
  const { facts, occupancy } = room;
  const rows = [
    { label: w.size, value: facts?.sizeM2 ? fill(w.sizeValue, { n: facts.sizeM2 }) : "" },
    { label: w.beds, value: facts?.beds ?? "" },
    { label: w.view, value: facts?.view ?? "" },
    { label: w.guests, value: occupancy ? fill(w.guestsValue, { n: occupancy.maxGuests }) : "" },
  ];
  return rows.filter((row) => row.value !== "");
}

/**
 * /Room's comparison of the types side by side: size, beds, view, guests and the price a night
 * from, so a guest tells them apart at a glance. On a phone it scrolls sideways within itself.
 * Nothing when no room keeps any fact (upstream).
 */
export function RoomComparison({ rooms }: { rooms: readonly RoomSummary[] }) {
  const w = useWords("roomCard").facts;
  const lang = useLang();
  if (!rooms.some((room) => roomFactRows(room, w).length > 0)) return null;
  const rows: { label: string; value: (room: RoomSummary) => string }[] = [
    ...[w.size, w.beds, w.view, w.guests].map((label) => ({
      label,
      value: (room: RoomSummary) => roomFactRows(room, w).find((row) => row.label === label)?.value ?? "—",
    })),
    { label: w.priceFrom, value: (room) => fill(w.priceValue, { amount: formatRupees(rupeesToPaise(room.room_price)) }) },
  ];
  return (
    <section aria-labelledby="room-comparison" className="container pb-12" data-testid="room-comparison">
      <h2 id="room-comparison" className="heading-3">
        {w.caption}
      </h2>
      <div className="mt-4 overflow-x-auto rounded-lg border border-sand-200 bg-white">
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm md:text-base">
          <thead>
            <tr className="border-b-2 border-sand-300">
              <th scope="col" className="px-3 py-2 text-ink-700">
                {w.type}
              </th>
              {rooms.map((room) => (
                <th key={room.id} scope="col" className="px-3 py-2 font-serif text-lg font-semibold">
                  {roomTypeNameIn(room.room_type_name, lang)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label} className="border-b border-sand-200">
                <th scope="row" className="px-3 py-2 font-medium text-ink-700">
                  {row.label}
                </th>
                {rooms.map((room) => (
                  <td key={room.id} className="px-3 py-2 tabular-nums">
                    {row.value(room)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
