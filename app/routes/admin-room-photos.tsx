import { data, Link, redirect } from "react-router";
import { requestInfoContext } from "~/context";
import { deskPhotosOf } from "~/features/desk/desk-photos.server";
import { OutcomeNotices } from "~/features/desk/outcome-notices";
import { isPhotoChange, photoDone, photoFormOf, PhotoList, PhotoUploadForm } from "~/features/desk/photo-forms";
import type { Route } from "./+types/admin-room-photos";

function roomIdOf(param: string | undefined) {
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0) throw data("There is no such room.", { status: 404 });
  return id;
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { photos } = deskPhotosOf(context);
  const room = await photos.roomPhotos(roomIdOf(params.id));
  if (!room) throw data("There is no such room.", { status: 404 });
  return {
    ...room,
    done: photoDone(new URL(request.url).searchParams.get("done")),
    // Seeds each form's one-time key: the same form sent twice changes nothing twice.
    formKey: crypto.randomUUID(),
  };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { staff, photos } = deskPhotosOf(context);
  const { now } = context.get(requestInfoContext);
  const roomId = roomIdOf(params.id);
  const form = photoFormOf(await request.formData());
  const { intent, requestKey } = form;
  if (requestKey === "") return data({ error: "This form was incomplete. Reload the page and try again.", field: null }, { status: 400 });
  if (intent === "add") {
    const outcome = await photos.addRoomPhoto({ roomId, file: form.file, alt: form.alt, requestKey, staff, now });
    if (!outcome.ok) return data({ error: outcome.message, field: outcome.field ?? null }, { status: outcome.status });
    return redirect(`/admin/rooms/${roomId}?done=added`, 303);
  }
  if (!isPhotoChange(intent) || form.photoId === "") return data({ error: "The desk does not know that change.", field: null }, { status: 400 });
  const outcome = await photos.changeRoomPhoto({ roomId, photoId: form.photoId, change: intent, requestKey, staff, now });
  if (!outcome.ok) return data({ error: outcome.message, field: null }, { status: outcome.status });
  return redirect(`/admin/rooms/${roomId}?done=${intent}`, 303);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData?.room.roomTypeName ?? "Room"} photos · Front desk` }];

const linkClass = "font-semibold text-river-800 underline underline-offset-4";

/** A room's photos (product-rules.md: Photos): add one with its alt text, choose the main one, order, remove. */
export default function DeskRoomPhotos({ loaderData, actionData }: Route.ComponentProps) {
  const { room, pictures, hasPhotos, done, formKey } = loaderData;
  return (
    <>
      <p>
        <Link to="/admin/rooms" className={linkClass}>
          All rooms
        </Link>
      </p>
      <h1 className="heading-2 mt-2">Photos of the {room.roomTypeName}</h1>
      <OutcomeNotices done={done} error={actionData?.field ? undefined : actionData?.error} />

      <PhotoUploadForm
        formKey={formKey}
        errors={actionData}
        altExample="Deluxe Room with a double bed and a river view"
      />

      <PhotoList pictures={pictures} hasPhotos={hasPhotos} formKey={formKey} />
    </>
  );
}
