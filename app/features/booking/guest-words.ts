/** "2 adults, 1 child": a room's party in words. */
export function guestWords(room: { adults: number; children: number }): string {
  const adults = `${room.adults} ${room.adults === 1 ? "adult" : "adults"}`;
  if (room.children === 0) return adults;
  return `${adults}, ${room.children} ${room.children === 1 ? "child" : "children"}`;
}
