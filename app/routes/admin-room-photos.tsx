import { data, Form, Link, redirect } from "react-router";
import { requestInfoContext } from "~/context";
import { deskPhotosOf } from "~/features/desk/desk-photos.server";
import { OutcomeNotices } from "~/features/desk/outcome-notices";
import type { PhotoChange } from "~/services/desk-photos";
import type { Route } from "./+types/admin-room-photos";

const doneWords = {
  added: "Photo added. The site shows it within a minute.",
  main: "Main photo chosen.",
  up: "Photo moved earlier.",
  down: "Photo moved later.",
  remove: "Photo removed.",
} as const;
type Done = keyof typeof doneWords;
const changes: readonly PhotoChange[] = ["main", "up", "down", "remove"];
const isChange = (value: unknown): value is PhotoChange => changes.some((change) => change === value);

function roomIdOf(param: string | undefined) {
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0) throw data("There is no such room.", { status: 404 });
  return id;
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { photos } = deskPhotosOf(context);
  const room = await photos.roomPhotos(roomIdOf(params.id));
  if (!room) throw data("There is no such room.", { status: 404 });
  const done = new URL(request.url).searchParams.get("done");
  return {
    ...room,
    done: done && done in doneWords ? doneWords[done as Done] : null,
    // Seeds each form's one-time key: the same form sent twice changes nothing twice.
    formKey: crypto.randomUUID(),
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { staff, photos } = deskPhotosOf(context);
  const { now } = context.get(requestInfoContext);
  const roomId = roomIdOf(params.id);
  const form = await request.formData();
  const requestKey = String(form.get("request_key") ?? "").slice(0, 200);
  const intent = form.get("intent");
  if (requestKey === "") return data({ error: "This form was incomplete. Reload the page and try again.", field: null }, { status: 400 });
  if (intent === "add") {
    const file = form.get("photo");
    const outcome = await photos.addRoomPhoto({
      roomId,
      file: file instanceof File ? file : null,
      alt: String(form.get("alt") ?? ""),
      requestKey,
      staff,
      now,
    });
    if (!outcome.ok) return data({ error: outcome.message, field: outcome.field ?? null }, { status: outcome.status });
    return redirect(`/admin/rooms/${roomId}?done=added`, 303);
  }
  const photoId = String(form.get("photo_id") ?? "");
  if (!isChange(intent) || photoId === "") return data({ error: "The desk does not know that change.", field: null }, { status: 400 });
  const outcome = await photos.changeRoomPhoto({ roomId, photoId, change: intent, requestKey, staff, now });
  if (!outcome.ok) return data({ error: outcome.message, field: null }, { status: outcome.status });
  return redirect(`/admin/rooms/${roomId}?done=${intent}`, 303);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData?.room.roomTypeName ?? "Room"} photos · Front desk` }];

const linkClass = "font-semibold text-river-800 underline underline-offset-4";

function ChangeButton({ photoId, change, label, formKey }: { photoId: string; change: PhotoChange; label: string; formKey: string }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={change} />
      <input type="hidden" name="photo_id" value={photoId} />
      <input type="hidden" name="request_key" value={`${formKey}:${change}:${photoId}`} />
      <button type="submit" className={change === "remove" ? "btn-secondary border-red-700 text-red-800" : "btn-secondary"}>
        {label}
      </button>
    </Form>
  );
}

/** A room's photos (product-rules.md: Photos): add one with its alt text, choose the main one, order, remove. */
export default function DeskRoomPhotos({ loaderData, actionData }: Route.ComponentProps) {
  const { room, pictures, hasPhotos, done, formKey } = loaderData;
  const fieldError = (field: "photo" | "alt") => (actionData?.field === field ? actionData.error : undefined);
  return (
    <>
      <p>
        <Link to="/admin/rooms" className={linkClass}>
          All rooms
        </Link>
      </p>
      <h1 className="heading-2 mt-2">Photos of the {room.roomTypeName}</h1>
      <OutcomeNotices done={done} error={actionData?.field ? undefined : actionData?.error} />

      <section aria-labelledby="add-photo" className="mt-6 rounded-md border border-sand-200 bg-white p-4">
        <h2 id="add-photo" className="heading-3">
          Add a photo
        </h2>
        <p className="mt-1 text-sm text-ink-700">
          JPEG, PNG, WebP or AVIF, up to 15 MB, at least 800 pixels wide. Location and camera details are removed
          before the photo is kept. Guests see it cropped to 3:2.
        </p>
        <Form method="post" encType="multipart/form-data" className="mt-3 grid gap-3">
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="request_key" value={`${formKey}:add`} />
          <div>
            <label htmlFor="photo" className="field-label">
              Add photo
            </label>
            <input
              id="photo"
              name="photo"
              type="file"
              required
              accept="image/jpeg,image/png,image/webp,image/avif"
              aria-invalid={fieldError("photo") ? true : undefined}
              aria-describedby={fieldError("photo") ? "photo-error" : undefined}
              className="field-input"
            />
            {fieldError("photo") ? (
              <p id="photo-error" role="alert" className="field-error">
                {fieldError("photo")}
              </p>
            ) : null}
          </div>
          <div>
            <label htmlFor="alt" className="field-label">
              Alt text
            </label>
            <input
              id="alt"
              name="alt"
              required
              maxLength={300}
              aria-invalid={fieldError("alt") ? true : undefined}
              aria-describedby={fieldError("alt") ? "alt-hint alt-error" : "alt-hint"}
              className="field-input"
            />
            <p id="alt-hint" className="mt-1 text-sm text-ink-700">
              What the photo shows, for guests who cannot see it: for example “Deluxe Room with a double bed and river view”.
            </p>
            {fieldError("alt") ? (
              <p id="alt-error" role="alert" className="field-error">
                {fieldError("alt")}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn-primary justify-self-start">
            Upload photo
          </button>
        </Form>
      </section>

      <section aria-labelledby="room-pictures" className="mt-6">
        <h2 id="room-pictures" className="heading-3">
          {hasPhotos ? "Photos guests see, in order" : "Illustrations guests see until you add a photo"}
        </h2>
        <ol className="mt-3 grid list-none gap-4 p-0 sm:grid-cols-2">
          {pictures.map((picture, index) => (
            <li key={picture.url} className="overflow-hidden rounded-md border border-sand-200 bg-white">
              <img src={picture.url} alt={picture.alt} width={1200} height={800} className="aspect-[3/2] h-auto w-full object-cover" loading="lazy" />
              <div className="grid gap-2 p-3">
                <p className="text-sm">
                  {picture.isMain ? <strong className="mr-2 rounded-pill bg-marigold px-2 py-0.5 text-ink">Main photo</strong> : null}
                  {picture.alt}
                </p>
                {picture.photoId ? (
                  <div className="flex flex-wrap gap-2">
                    {picture.isMain ? null : <ChangeButton photoId={picture.photoId} change="main" label="Make main photo" formKey={formKey} />}
                    {index > 0 ? <ChangeButton photoId={picture.photoId} change="up" label="Move earlier" formKey={formKey} /> : null}
                    {index < pictures.length - 1 ? (
                      <ChangeButton photoId={picture.photoId} change="down" label="Move later" formKey={formKey} />
                    ) : null}
                    <ChangeButton photoId={picture.photoId} change="remove" label="Remove" formKey={formKey} />
                  </div>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
