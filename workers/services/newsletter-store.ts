/**
 * Forms that reach the hotel (product-rules.md): the newsletter keeps one row per address in D1
 * `subscribers`. The address itself is the idempotency key (UNIQUE, case-insensitive): signing up
 * twice, or twenty times at once, stores one row and answers the same success. Nothing is forwarded
 * to the admin API (it has no endpoint).
 */
import type { IntakeResult } from "~/services/app-services";

export const subscribedResult: IntakeResult = { status: 200, body: { data: { subscribed: true } } };

/** True when the address is new. The caller answers the same either way (no address probing). */
export async function addSubscriber(db: D1Database, email: string, now: Date): Promise<boolean> {
  const result = await db
    .prepare("INSERT INTO subscribers (email, created_at) VALUES (?, ?) ON CONFLICT (email) DO NOTHING")
    .bind(email.toLowerCase(), now.toISOString())
    .run();
  return result.meta.changes === 1;
}
