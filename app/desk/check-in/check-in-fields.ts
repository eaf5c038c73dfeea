/** The check-in form's field naming the room for booked room `bookingRoomId`; the page and its store share it. */
export function roomField(bookingRoomId: number): string {
  return `room_${bookingRoomId}`;
}
