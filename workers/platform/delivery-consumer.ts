/** Queue consumer for deliveries to the admin API (D4). */
export async function handleDeliveryBatch(
  batch: MessageBatch<unknown>,
  _env: Cloudflare.Env,
): Promise<void> {
  batch.ackAll();
}
