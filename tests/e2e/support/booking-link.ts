/**
 * The signed link a guest's e-mail carries to their booking page, made here as the Worker makes it
 * (app/booking/my-booking/booking-link.server.ts): HMAC-SHA256 of the reference and the last day it works (the day
 * after check-out), with the secret a developer's machine uses when none is set. Written out again
 * on purpose: a change to the link's format that the e-mails would not survive fails this test.
 */
import { createHmac } from "node:crypto";

const developmentSecret = "development-only-booking-link-secret";

function dayAfter(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

export function bookingPageLink(reference: string, checkOut: string): string {
  const lastDay = dayAfter(checkOut);
  const signature = createHmac("sha256", developmentSecret).update(`my-booking:${reference}:${lastDay}`).digest("base64url");
  return `/MyBooking?ref=${reference}&t=${lastDay}.${signature}`;
}
