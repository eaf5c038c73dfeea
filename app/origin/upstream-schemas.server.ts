import { z } from "zod";

/**
 * The admin API's answers (docs/origins.md) as zod schemas. Lenient where the admin API's framework
 * may differ harmlessly (ids or prices as numeric strings, null texts, extra fields), strict where
 * a wrong shape means garbage: anything failing here counts as the origin failing
 * (product-rules.md: Read cache).
 */
const id = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]).pipe(z.number().int().positive());
const price = z
  .union([z.number(), z.string().regex(/^\d+(?:\.\d+)?$/).transform(Number)])
  .pipe(z.number().nonnegative().finite());
const requiredText = z.string().trim().min(1);
const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? "");
const encodedList = z
  .union([z.string(), z.array(z.unknown()), z.null()])
  .optional()
  .transform((value) => value ?? null);

export const upstreamRoomSchema = z.object({
  id,
  name: requiredText,
  room_type_name: requiredText,
  short_description: optionalText,
  brief_description: optionalText,
  home_description: optionalText,
  room_price: price,
  main_image: optionalText,
  gallery_images: encodedList,
  room_features: encodedList,
});

export const upstreamRoomListSchema = z.object({ data: z.array(upstreamRoomSchema) });

/** GET /api/rooms/{id}: the room bare, or `{ data: room }`; `{ data: null }` means no such room. */
export const upstreamSingleRoomSchema = z.union([
  z.object({ data: upstreamRoomSchema.nullable() }),
  upstreamRoomSchema.transform((room) => ({ data: room })),
]);

export const upstreamGallerySchema = z.object({
  data: z.array(
    z.object({
      id,
      source: requiredText,
      alt_name: optionalText,
      heading: optionalText,
    }),
  ),
});

export const upstreamAvailabilitySchema = z.object({
  data: z.object({
    data: z.array(
      z.object({
        id,
        room_type_name: requiredText,
        main_image: optionalText,
        room_price: price,
        short_description: optionalText,
      }),
    ),
  }),
});
