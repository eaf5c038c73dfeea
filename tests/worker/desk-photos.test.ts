import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { photoUrl } from "~/domain/photo-sources";
import { createApp } from "../../workers/hono-app";
import { createDeskPhotos } from "../../app/desk/photos/room-photos-store.server";
import { MAX_PHOTO_BYTES, originalKey } from "../../app/desk/photos/photo-intake.server";
import { createGalleryService } from "../../app/origin/gallery-service.server";
import { createRoomsService } from "../../app/origin/rooms-service.server";
import { createEmbeddedOrigin } from "../../app/origin/embedded-origin.server";
import { createReadCache } from "../../app/server/kv-cache.server";
import { contentVersion } from "../../app/server/content-version.server";
import { deskRequestContext, reception } from "./desk-helpers";
import { FIXTURE_CAMERA, photoFixtures } from "./photo-fixtures";

const photos = () => createDeskPhotos({ db: env.DB, images: env.IMAGES, bucket: env.MEDIA, kv: env.CACHE });
const now = new Date("2026-11-24T06:30:00Z");
let keys = 0;
const key = () => `test-photo-${Date.now()}-${keys++}`;
const add = (roomId: number, file: File | null, alt = "Deluxe Room with a double bed and a river view") =>
  photos().addRoomPhoto({ roomId, file, alt, requestKey: key(), staff: reception, now });
const mediaApp = createApp(async () => new Response("page"));
const fetchMedia = (path: string) => mediaApp.request(path, {}, env, { waitUntil: () => {}, passThroughOnException: () => {}, props: {} });

async function roomPhotoIds(roomId: number) {
  const view = await photos().roomPhotos(roomId);
  return view?.pictures.map((picture) => ({ id: picture.photoId, main: picture.isMain })) ?? [];
}

describe("a photo uploaded on the desk", () => {
  it("is kept re-encoded, without the camera's make or location, at most 2560 px wide, and audited", async () => {
    const outcome = await add(1, photoFixtures.jpegWithLocation());
    expect(outcome).toEqual({ ok: true, replayed: false });
    const [first] = await roomPhotoIds(1);
    expect(first.main).toBe(true);
    const stored = await env.MEDIA.get(originalKey(first.id ?? ""));
    const bytes = new Uint8Array(await (stored as R2ObjectBody).arrayBuffer());
    const text = new TextDecoder("latin1").decode(bytes);
    expect(text.slice(8, 12)).toBe("WEBP");
    expect(text).not.toContain(FIXTURE_CAMERA);
    expect(text).not.toContain("Exif");
    const row = await env.DB.prepare("SELECT alt, width, height, uploaded_by FROM photos WHERE id = ?").bind(first.id).first();
    expect(row).toEqual({ alt: "Deluxe Room with a double bed and a river view", width: 1200, height: 900, uploaded_by: reception.email });
    const audit = await env.DB.prepare("SELECT staff_email, subject, subject_key, action FROM desk_audit WHERE subject = 'room' AND action = 'photo_added' ORDER BY id DESC").first();
    expect(audit).toEqual({ staff_email: reception.email, subject: "room", subject_key: "1", action: "photo_added" });
  });

  it("refuses with the reason: no file, over 15 MB, not a photo by its bytes, too narrow, no alt text", async () => {
    expect(await add(2, null)).toMatchObject({ ok: false, status: 400, field: "photo", message: "Choose a photo to add." });
    const huge = new File([new Uint8Array(MAX_PHOTO_BYTES + 1)], "huge.jpg", { type: "image/jpeg" });
    expect(await add(2, huge)).toMatchObject({ ok: false, status: 413, field: "photo", message: expect.stringContaining("the limit is 15 MB") });
    expect(await add(2, photoFixtures.pdfNamedJpeg())).toMatchObject({
      ok: false,
      status: 415,
      field: "photo",
      message: expect.stringContaining("not a JPEG, PNG, WebP or AVIF photo"),
    });
    expect(await add(2, photoFixtures.tooNarrow())).toMatchObject({
      ok: false,
      status: 400,
      field: "photo",
      message: "This photo is 640 pixels wide; please choose one at least 800 pixels wide.",
    });
    expect(await add(2, photoFixtures.png(), "   ")).toMatchObject({
      ok: false,
      status: 400,
      field: "alt",
      message: "Describe the photo for guests who cannot see it (alt text).",
    });
    expect(await add(2, photoFixtures.png(), "x".repeat(301))).toMatchObject({ ok: false, field: "alt" });
    expect((await photos().roomPhotos(2))?.hasPhotos).toBe(false);
  });

  it("the same form sent twice adds one photo", async () => {
    const requestKey = key();
    const send = () => photos().addRoomPhoto({ roomId: 3, file: photoFixtures.png(), alt: "Suite sitting room", requestKey, staff: reception, now });
    expect(await send()).toEqual({ ok: true, replayed: false });
    expect(await send()).toEqual({ ok: true, replayed: true });
    expect(await roomPhotoIds(3)).toHaveLength(1);
  });

  it("orders, makes main and removes, files and all; a room without photos shows its illustrations again", async () => {
    await add(4, photoFixtures.png(), "First");
    await add(4, photoFixtures.png(), "Second");
    const [a, b] = (await roomPhotoIds(4)).map((photo) => photo.id ?? "");
    const change = (photoId: string, what: "main" | "up" | "down" | "remove") =>
      photos().changeRoomPhoto({ roomId: 4, photoId, change: what, requestKey: key(), staff: reception, now });
    expect(await change(b, "up")).toEqual({ ok: true, replayed: false });
    expect(await roomPhotoIds(4)).toEqual([{ id: b, main: false }, { id: a, main: true }]);
    await change(b, "main");
    expect(await roomPhotoIds(4)).toEqual([{ id: b, main: true }, { id: a, main: false }]);
    await fetchMedia(`/media/photos/${b}-480.webp`);
    await change(b, "remove");
    expect(await roomPhotoIds(4)).toEqual([{ id: a, main: true }]);
    expect(await env.MEDIA.get(originalKey(b))).toBeNull();
    expect((await env.MEDIA.list({ prefix: `variants/${b}/` })).objects).toEqual([]);
    expect(await change(b, "remove")).toMatchObject({ ok: false, status: 404 });
    expect(await add(99, photoFixtures.png())).toMatchObject({ ok: false, status: 404 });
    await change(a, "remove");
    const view = await photos().roomPhotos(4);
    expect(view?.hasPhotos).toBe(false);
    expect(view?.pictures[0].url).toMatch(/^\/media\/rooms\/.+\.svg$/);
  });
});

describe("guests see the photos", () => {
  it("as resized, 3:2 copies in AVIF, WebP and JPEG, cached for good, never the original", async () => {
    await add(1, photoFixtures.png(), "Deluxe Room, the bed");
    const id = (await roomPhotoIds(1)).at(-1)?.id ?? "";
    for (const [path, type, signature] of [
      [`/media/photos/${id}-480.jpg`, "image/jpeg", "\xff\xd8\xff"],
      [`/media/photos/${id}-960.webp`, "image/webp", "RIFF"],
      [`/media/photos/${id}-1600.avif`, "image/avif", "\0\0\0"],
    ] as const) {
      const response = await fetchMedia(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("Content-Type")).toBe(type);
      expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
      const bytes = new TextDecoder("latin1").decode(await response.arrayBuffer());
      expect(bytes.startsWith(signature)).toBe(true);
      expect(bytes).not.toContain(FIXTURE_CAMERA);
    }
    expect((await env.MEDIA.list({ prefix: `variants/${id}/` })).objects.map((object) => object.key).sort()).toEqual(
      [`variants/${id}/1600.avif`, `variants/${id}/480.jpg`, `variants/${id}/960.webp`],
    );
    for (const path of [`/media/photos/${id}-1000.jpg`, `/media/photos/${id}.webp`, "/media/photos/0000000000000000-480.jpg", `/media/photos/${id}-480.png`]) {
      expect((await fetchMedia(path)).status, path).toBe(404);
    }
  });

  it("on the room: the main photo, the photos as its gallery with their alt text, and the pages refresh", async () => {
    const before = await contentVersion(env.CACHE);
    expect(await add(2, photoFixtures.png(), "Family Suite with two beds")).toEqual({ ok: true, replayed: false });
    expect(await contentVersion(env.CACHE)).not.toBe(before);
    const id = (await roomPhotoIds(2))[0].id ?? "";
    const rooms = createRoomsService(createEmbeddedOrigin(env.DB), createReadCache(env.CACHE, () => {}));
    const room = await rooms.get(2);
    expect(room?.main_image).toBe(photoUrl(id));
    expect(room?.gallery_images).toEqual([photoUrl(id)]);
    expect(room?.image_alts).toEqual({ [photoUrl(id)]: "Family Suite with two beds" });
    const listed = (await rooms.list()).find((r) => r.id === 2);
    expect(listed?.main_image).toBe(photoUrl(id));
  });
});

describe("the desk's photo pages", () => {
  const roomsRoute = () => import("../../app/desk/rooms/admin-rooms");
  const photosRoute = () => import("../../app/desk/rooms/admin-room");
  const loaderArgs = (context: ReturnType<typeof deskRequestContext>, url = "https://resort.example/admin/rooms/1") => ({
    context,
    params: { id: "1" },
    request: new Request(url),
    url: new URL(url),
    pattern: "/admin/rooms/:id",
    unstable_pattern: "/admin/rooms/:id",
  });

  it("refuse anyone not signed in, and show upstream what the site reads from the hotel's own system, read-only", async () => {
    const { loader } = await roomsRoute();
    await expect(loader(loaderArgs(deskRequestContext({ staff: null })) as never)).rejects.toMatchObject({ init: { status: 401 } });
    const upstream = (await loader(loaderArgs(deskRequestContext({ mode: "upstream" })) as never)) as Awaited<ReturnType<typeof loader>>;
    expect(upstream.editable).toBe(false);
    expect(upstream.rooms.map((room) => room.roomTypeName)).toEqual(["Deluxe Room", "Super Deluxe Room", "Luxury Room", "Suite Room"]);
    const { action } = await photosRoute();
    const upload = new FormData();
    upload.append("intent", "add");
    await expect(
      action({ ...loaderArgs(deskRequestContext({ mode: "upstream" })), request: new Request("https://resort.example/admin/rooms/1", { method: "POST", body: upload }) } as never),
    ).rejects.toMatchObject({ init: { status: 404 }, data: "Rooms and their photos are managed in the hotel's own system, so they cannot be changed here." });
    const { loader: galleryLoader } = await import("../../app/desk/gallery/admin-gallery");
    const gallery = (await galleryLoader(loaderArgs(deskRequestContext({ mode: "upstream" }), "https://resort.example/admin/gallery") as never)) as {
      editable: boolean;
      items: unknown[] | null;
    };
    expect(gallery.editable).toBe(false);
    expect(gallery.items?.length).toBeGreaterThan(0);
    const rooms = (await loader(loaderArgs(deskRequestContext()) as never)) as Awaited<ReturnType<typeof loader>>;
    expect(rooms.editable).toBe(true);
    expect(rooms.rooms.length).toBeGreaterThan(0);
  });

  it("an upload through the page's action adds the photo and goes back to the room; a refusal names the field", async () => {
    const { action } = await photosRoute();
    const post = (fields: Record<string, string | File>) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      return action({ ...loaderArgs(deskRequestContext()), request: new Request("https://resort.example/admin/rooms/1", { method: "POST", body: form }) } as never);
    };
    const done = (await post({ intent: "add", request_key: key(), alt: "The Deluxe Room's balcony", photo: photoFixtures.png() })) as Response;
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe("/admin/rooms/1?done=added");
    const refused = (await post({ intent: "add", request_key: key(), alt: "", photo: photoFixtures.png() })) as { data: unknown; init: ResponseInit };
    expect(refused.init.status).toBe(400);
    expect(refused.data).toEqual({ error: "Describe the photo for guests who cannot see it (alt text).", field: "alt" });
    const unknown = (await post({ intent: "rotate", request_key: key(), photo_id: "0123456789abcdef" })) as { init: ResponseInit };
    expect(unknown.init.status).toBe(400);
  });

  it("take a photo of up to 15 MB in the desk's forms, while a public form stays at 16 KiB", async () => {
    const developerEnv = { ...env, ENVIRONMENT: "development" } as Cloudflare.Env;
    const reached: string[] = [];
    const app = createApp(async (request) => {
      reached.push(new URL(request.url).pathname);
      return new Response("ok");
    });
    const upload = (path: string, size: number) => {
      const form = new FormData();
      form.append("intent", "add");
      form.append("photo", new File([new Uint8Array(size)], "big.jpg", { type: "image/jpeg" }));
      return app.request(`http://localhost${path}`, { method: "POST", body: form, headers: { Origin: "http://localhost" } }, developerEnv, {
        waitUntil: () => {},
        passThroughOnException: () => {},
        props: {},
      });
    };
    expect((await upload("/admin/rooms/1", 2 * 1024 * 1024)).status).toBe(200);
    expect(reached).toEqual(["/admin/rooms/1"]);
    const tooBig = await upload("/admin/rooms/1", MAX_PHOTO_BYTES + 100 * 1024);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.text()).toContain("Photos can be up to 15 MB");
    expect((await upload("/Contact", 2 * 1024 * 1024)).status).toBe(413);
    expect(reached).toEqual(["/admin/rooms/1"]);
  });
});

describe("the gallery's photos", () => {
  it("replace the illustrations from the first photo, in staff's order, and give them back when the last goes", async () => {
    const desk = photos();
    const gallery = createGalleryService(createEmbeddedOrigin(env.DB), createReadCache(env.CACHE, () => {}));
    const illustrations = await gallery.list();
    expect(illustrations.length).toBeGreaterThan(0);
    expect((await desk.gallery()).hasPhotos).toBe(false);

    const addGallery = (heading: string, alt = "The pool at dusk, lamps lit along the edge") =>
      desk.addGalleryPhoto({ file: photoFixtures.png(), alt, heading, requestKey: key(), staff: reception, now });
    expect(await addGallery("  ")).toMatchObject({ ok: false, status: 400, field: "heading", message: "Give the photo a heading, for example “The pool at dusk”." });
    expect(await addGallery("x".repeat(81))).toMatchObject({ ok: false, field: "heading" });
    expect(await addGallery("The pool at dusk")).toEqual({ ok: true, replayed: false });
    expect(await addGallery("Breakfast on the terrace", "Breakfast laid out on the rooftop terrace")).toEqual({ ok: true, replayed: false });

    const view = await desk.gallery();
    expect(view.hasPhotos).toBe(true);
    expect(view.pictures.map((picture) => picture.heading)).toEqual(["The pool at dusk", "Breakfast on the terrace"]);
    const [pool, breakfast] = view.pictures.map((picture) => picture.photoId ?? "");
    const listed = await gallery.list();
    expect(listed.map((item) => ({ source: item.source, heading: item.heading, alt: item.alt_name }))).toEqual([
      { source: photoUrl(pool), heading: "The pool at dusk", alt: "The pool at dusk, lamps lit along the edge" },
      { source: photoUrl(breakfast), heading: "Breakfast on the terrace", alt: "Breakfast laid out on the rooftop terrace" },
    ]);

    const change = (photoId: string, what: "up" | "down" | "remove") =>
      desk.changeGalleryPhoto({ photoId, change: what, requestKey: key(), staff: reception, now });
    await change(breakfast, "up");
    expect((await gallery.list()).map((item) => item.heading)).toEqual(["Breakfast on the terrace", "The pool at dusk"]);
    await change(pool, "remove");
    await change(breakfast, "remove");
    expect(await change(breakfast, "remove")).toMatchObject({ ok: false, status: 404 });
    expect((await desk.gallery()).hasPhotos).toBe(false);
    expect(await gallery.list()).toEqual(illustrations);
    const audit = await env.DB.prepare("SELECT action FROM desk_audit WHERE subject = 'gallery' ORDER BY id").all<{ action: string }>();
    expect(audit.results.map((row) => row.action)).toEqual(["photo_added", "photo_added", "photo_up", "photo_remove", "photo_remove"]);
  });
});
