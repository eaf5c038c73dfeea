import { Form } from "react-router";
import type { DeskFormFailure } from "../desk-form-post";
import { DeskSelectField } from "../desk-select-field";
import { DeskTextField } from "../desk-text-field";
import { FormNotice, unmarkedError } from "../form-notice";
import { channelChoices } from "./channel-messages";
import type { FeedTargetType } from "./feed-targets.server";

/**
 * A channel's calendar to import, on a room type (any of its rooms) or on one numbered room: the
 * address the channel gives (https), a name staff recognise, and which channel it is.
 */
export function AddFeedForm({ types, formKey, failure }: { types: readonly FeedTargetType[]; formKey: string; failure: DeskFormFailure | null }) {
  const mine = failure?.form === "add" ? failure : null;
  // Every field of this form is required, and its ids are kept apart from the other forms' on the page.
  const field = { idPrefix: "feed", values: mine?.values ?? {}, errors: mine?.fields ?? {}, required: true };
  const targets = types.flatMap((type) => [
    [String(type.id), `${type.name} (any room)`] as const,
    ...type.units.map((unit) => [`${type.id}:${unit.id}`, `${type.name} · Room ${unit.number}`] as const),
  ]);
  return (
    // A new key after each save empties the form for the next feed, with or without script.
    <Form key={formKey} method="post" className="mt-3 grid gap-3 md:grid-cols-2">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="request_key" value={`${formKey}:add`} />
      <DeskTextField name="name" label="Name" hint="For staff, such as “Booking.com – Suites”; up to 60 characters" {...field} maxLength={60} />
      <DeskSelectField name="channel" label="Channel" options={[["", "Choose the channel"], ...channelChoices]} {...field} />
      <div className="md:col-span-2">
        <DeskTextField
          name="url"
          type="url"
          label="Calendar address (iCal)"
          hint="The channel's export link for this room, starting with https://"
          {...field}
          maxLength={2000}
        />
      </div>
      <DeskSelectField
        name="target"
        label="Its reservations hold"
        hint="A room type takes any free room of it; a numbered room keeps that room"
        options={[["", "Choose a room type or room"], ...targets]}
        {...field}
      />
      <div className="md:col-span-2">
        <FormNotice error={unmarkedError(mine)} />
        <button type="submit" className="btn-primary">
          Add feed
        </button>
      </div>
    </Form>
  );
}
