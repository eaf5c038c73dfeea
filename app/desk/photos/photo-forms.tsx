import type { ReactNode } from "react";
import { Form } from "react-router";
import type { PhotoChange } from "~/desk/photos/desk-photos";
import { ChangeButton } from "../desk-change-button";
import { DeskFieldError } from "../desk-field-error";
import { DeskSection } from "../desk-section";

export type PhotoField = "photo" | "alt" | "heading";

const doneWords = {
  added: "Photo added. The site shows it within a minute.",
  main: "Main photo chosen.",
  up: "Photo moved earlier.",
  down: "Photo moved later.",
  remove: "Photo removed.",
} as const;

/** What the last photo change did, from the `done` its redirect carries. */
export function photoDone(done: string | null): string | null {
  return done !== null && Object.hasOwn(doneWords, done) ? doneWords[done as keyof typeof doneWords] : null;
}

const changes: readonly PhotoChange[] = ["main", "up", "down", "remove"];
export const isPhotoChange = (value: unknown): value is PhotoChange => changes.some((change) => change === value);

/** What a photo page's action answers when it refuses: the message, and the field it is about. */
export interface PhotoActionError {
  error: string;
  field: PhotoField | null;
}

/**
 * "Add photo" with its required "Alt text" (product-rules.md: Photos and words), as one multipart POST that
 * works without JavaScript; `children` adds the page's own fields (a gallery photo's heading).
 */
export function PhotoUploadForm({
  formKey,
  errors,
  altExample,
  children,
}: {
  formKey: string;
  errors: PhotoActionError | undefined;
  altExample: string;
  children?: ReactNode;
}) {
  const fieldError = (field: PhotoField) => (errors?.field === field ? errors.error : undefined);
  return (
    <DeskSection id="add-photo" heading="Add a photo">
      <p className="mt-1 text-sm text-ink-700">
        JPEG, PNG, WebP or AVIF, up to 15 MB, at least 800 pixels wide. Location and camera details are removed before
        the photo is kept. Guests see it cropped to 3:2.
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
          <DeskFieldError id="photo-error" message={fieldError("photo")} />
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
            What the photo shows, for guests who cannot see it: for example “{altExample}”.
          </p>
          <DeskFieldError id="alt-error" message={fieldError("alt")} />
        </div>
        {children}
        <button type="submit" className="btn-primary justify-self-start">
          Upload photo
        </button>
      </Form>
    </DeskSection>
  );
}

/** One change to one photo (main, earlier, later, remove) as its own small POST form. */
export function PhotoChangeButton({
  photoId,
  change,
  label,
  formKey,
}: {
  photoId: string;
  change: PhotoChange;
  label: string;
  formKey: string;
}) {
  return (
    <ChangeButton intent={change} name="photo_id" value={photoId} formKey={formKey}>
      {label}
    </ChangeButton>
  );
}

/** The form fields a photo page's action reads, with the one-time key checked. */
export function photoFormOf(form: FormData) {
  const file = form.get("photo");
  return {
    intent: form.get("intent"),
    requestKey: String(form.get("request_key") ?? "").slice(0, 200),
    photoId: String(form.get("photo_id") ?? ""),
    file: file instanceof File ? file : null,
    alt: String(form.get("alt") ?? ""),
    heading: String(form.get("heading") ?? ""),
  };
}

interface ListedPicture {
  photoId: string | null;
  url: string;
  alt: string;
  heading?: string;
  /** Set on a room's pictures: the main one is marked, the others offer to become it. */
  isMain?: boolean;
}

/** The pictures guests see, in order, each photo with its changes; illustrations only for show. */
export function PhotoList({ pictures, hasPhotos, formKey }: { pictures: ListedPicture[]; hasPhotos: boolean; formKey: string }) {
  return (
    <section aria-labelledby="listed-pictures" className="mt-6">
      <h2 id="listed-pictures" className="heading-3">
        {hasPhotos ? "Photos guests see, in order" : "Illustrations guests see until you add a photo"}
      </h2>
      <ol className="mt-3 grid list-none gap-4 p-0 sm:grid-cols-2">
        {pictures.map((picture, index) => (
          <li key={picture.url} className="overflow-hidden rounded-md border border-sand-200 bg-white">
            <img src={picture.url} alt={picture.alt} width={1200} height={800} className="aspect-[3/2] h-auto w-full object-cover" loading="lazy" />
            <div className="grid gap-2 p-3">
              {picture.heading ? <p className="font-semibold">{picture.heading}</p> : null}
              <p className="text-sm">
                {picture.isMain ? <strong className="mr-2 rounded-pill bg-marigold px-2 py-0.5 text-ink">Main photo</strong> : null}
                {picture.alt}
              </p>
              {picture.photoId ? (
                <div className="flex flex-wrap gap-2">
                  {picture.isMain === false ? (
                    <PhotoChangeButton photoId={picture.photoId} change="main" label="Make main photo" formKey={formKey} />
                  ) : null}
                  {index > 0 ? <PhotoChangeButton photoId={picture.photoId} change="up" label="Move earlier" formKey={formKey} /> : null}
                  {index < pictures.length - 1 ? (
                    <PhotoChangeButton photoId={picture.photoId} change="down" label="Move later" formKey={formKey} />
                  ) : null}
                  <PhotoChangeButton photoId={picture.photoId} change="remove" label="Remove" formKey={formKey} />
                </div>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
