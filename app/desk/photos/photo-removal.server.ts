import { originalKey } from "./photo-intake.server";
import { variantPrefix } from "./photo-variants.server";

/** A removed photo goes entirely: its row, the kept original and every resized copy. */
export async function removePhotoFiles(bucket: R2Bucket, photoId: string): Promise<void> {
  const copies = await bucket.list({ prefix: variantPrefix(photoId) });
  await bucket.delete([originalKey(photoId), ...copies.objects.map((object) => object.key)]);
}
