/** What a feed can hold: each room type, and each of its numbered rooms in service. */
export interface FeedTargetType {
  id: number;
  name: string;
  units: { id: number; number: string }[];
}

export async function feedTargets(db: D1Database): Promise<FeedTargetType[]> {
  const [types, units] = await db.batch<{ id: number; name: string; roomId: number; number: string }>([
    db.prepare("SELECT id, room_type_name AS name FROM rooms ORDER BY sort_order, id"),
    db.prepare("SELECT id, room_id AS roomId, number FROM room_units WHERE retired_at IS NULL ORDER BY sort_order, number"),
  ]);
  return types.results.map((type) => ({
    id: type.id,
    name: type.name,
    units: units.results.filter((unit) => unit.roomId === type.id).map((unit) => ({ id: unit.id, number: unit.number })),
  }));
}

/** The add-feed form's target, `<type>` or `<type>:<unit>`, as the store takes it; null when unreadable. */
export function targetOf(value: string | undefined): { roomId: number; unitId: number | null } | null {
  const match = /^(\d{1,9})(?::(\d{1,9}))?$/.exec((value ?? "").trim());
  if (!match) return null;
  return { roomId: Number(match[1]), unitId: match[2] === undefined ? null : Number(match[2]) };
}
