import { data, redirect } from "react-router";
import { requestInfoContext } from "~/context";
import { deskPhotosOf } from "~/features/desk/desk-photos.server";
import { OutcomeNotices } from "~/features/desk/outcome-notices";
import { isPhotoChange, photoDone, photoFormOf, PhotoList, PhotoUploadForm } from "~/features/desk/photo-forms";
import type { Route } from "./+types/admin-gallery";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { photos } = deskPhotosOf(context);
  return {
    ...(await photos.gallery()),
    done: photoDone(new URL(request.url).searchParams.get("done")),
    // Seeds each form's one-time key: the same form sent twice changes nothing twice.
    formKey: crypto.randomUUID(),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { staff, photos } = deskPhotosOf(context);
  const { now } = context.get(requestInfoContext);
  const form = photoFormOf(await request.formData());
  const { intent, requestKey } = form;
  if (requestKey === "") return data({ error: "This form was incomplete. Reload the page and try again.", field: null }, { status: 400 });
  if (intent === "add") {
    const outcome = await photos.addGalleryPhoto({ file: form.file, alt: form.alt, heading: form.heading, requestKey, staff, now });
    if (!outcome.ok) return data({ error: outcome.message, field: outcome.field ?? null }, { status: outcome.status });
    return redirect("/admin/gallery?done=added", 303);
  }
  if (!isPhotoChange(intent) || intent === "main" || form.photoId === "") {
    return data({ error: "The desk does not know that change.", field: null }, { status: 400 });
  }
  const outcome = await photos.changeGalleryPhoto({ photoId: form.photoId, change: intent, requestKey, staff, now });
  if (!outcome.ok) return data({ error: outcome.message, field: null }, { status: outcome.status });
  return redirect(`/admin/gallery?done=${intent}`, 303);
}

export const meta: Route.MetaFunction = () => [{ title: "Gallery · Front desk" }];

/** The gallery's photos (product-rules.md: Photos and words): add one with a heading and alt text, order, remove. */
export default function DeskGallery({ loaderData, actionData }: Route.ComponentProps) {
  const { pictures, hasPhotos, done, formKey } = loaderData;
  const headingError = actionData?.field === "heading" ? actionData.error : undefined;
  return (
    <>
      <h1 className="heading-2">Gallery</h1>
      <p className="mt-2 text-ink-700">
        Your photos replace the illustrations on the Gallery page from the first one you add.
      </p>
      <OutcomeNotices done={done} error={actionData?.field ? undefined : actionData?.error} />
      <PhotoUploadForm formKey={formKey} errors={actionData} altExample="The swimming pool at dusk with the river behind">
        <div>
          <label htmlFor="heading" className="field-label">
            Heading
          </label>
          <input
            id="heading"
            name="heading"
            required
            maxLength={80}
            aria-invalid={headingError ? true : undefined}
            aria-describedby={headingError ? "heading-error" : undefined}
            className="field-input"
          />
          {headingError ? (
            <p id="heading-error" role="alert" className="field-error">
              {headingError}
            </p>
          ) : null}
        </div>
      </PhotoUploadForm>
      <PhotoList pictures={pictures} hasPhotos={hasPhotos} formKey={formKey} />
    </>
  );
}
