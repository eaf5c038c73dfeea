import { data, redirect } from "react-router";
import { requestInfoContext } from "~/context";
import { deskPhotosOf, upstreamPhotosOf } from "~/desk/photos/desk-photos.server";
import { ownedUpstream } from "~/desk/owned-upstream";
import type { GalleryItem } from "~/domain/api-types";
import { OriginUnavailableError } from "~/server/app-services";
import { OutcomeNotices } from "~/desk/outcome-notices";
import { isPhotoChange, photoDone, photoFormOf, PhotoList, PhotoUploadForm } from "~/desk/photos/photo-forms";
import type { Route } from "./+types/admin-gallery";

/** Upstream: what the Gallery page shows, read-only; null when the hotel's system is not answering. */
async function upstreamGallery(services: NonNullable<ReturnType<typeof upstreamPhotosOf>>): Promise<GalleryItem[] | null> {
  try {
    return await services.gallery.list();
  } catch (error) {
    if (error instanceof OriginUnavailableError) return null;
    throw error;
  }
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const upstream = upstreamPhotosOf(context);
  if (upstream) return { editable: false as const, items: await upstreamGallery(upstream) };
  const { photos } = deskPhotosOf(context);
  return {
    editable: true as const,
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
  if (!loaderData.editable) return <UpstreamGallery items={loaderData.items} />;
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

/** Upstream: the gallery as the site shows it, from the hotel's own system, read-only. */
function UpstreamGallery({ items }: { items: GalleryItem[] | null }) {
  return (
    <>
      <h1 className="heading-2">Gallery</h1>
      <p className="mt-2 text-ink-700">{ownedUpstream}</p>
      {items === null ? (
        <p role="alert" className="mt-4 font-semibold text-red-800">
          The hotel's system is not answering just now, so the gallery cannot be listed. Try again in a minute.
        </p>
      ) : (
        <ul className="mt-6 grid list-none gap-4 p-0 sm:grid-cols-3">
          {items.map((item) => (
            <li key={item.id} className="overflow-hidden rounded-md border border-sand-200 bg-white">
              <img src={item.source} alt={item.alt_name} width={1200} height={800} className="aspect-[3/2] h-auto w-full object-cover" loading="lazy" />
              <p className="p-3 font-semibold">{item.heading}</p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
