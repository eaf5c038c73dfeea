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
  const values = mine?.values ?? {};
  const errors = mine?.fields ?? {};
  const targets = types.flatMap((type) => [
    [String(type.id), `${type.name} (any room)`] as const,
    ...type.units.map((unit) => [`${type.id}:${unit.id}`, `${type.name} · Room ${unit.number}`] as const),
  ]);
  return (
    // A new key after each save empties the form for the next feed, with or without script.
    <Form key={formKey} method="post" className="mt-3 grid gap-3 md:grid-cols-2">
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="request_key" value={`${formKey}:add`} />
      <DeskTextField name="name" idPrefix="feed" label="Name" hint="For staff, such as “Booking.com – Suites”; up to 60 characters" values={values} errors={errors} required maxLength={60} />
      <DeskSelectField
        name="channel"
        idPrefix="feed"
        label="Channel"
        options={[["", "Choose the channel"], ...channelChoices]}
        defaultValue={values.channel ?? ""}
        errors={errors}
        required
      />
      <div className="md:col-span-2">
        <DeskTextField
          name="url"
          idPrefix="feed"
          type="url"
          label="Calendar address (iCal)"
          hint="The channel's export link for this room, starting with https://"
          values={values}
          errors={errors}
          required
          maxLength={2000}
        />
      </div>
      <DeskSelectField
        name="target"
        idPrefix="feed"
        label="Its reservations hold"
        hint="A room type takes any free room of it; a numbered room keeps that room"
        options={[["", "Choose a room type or room"], ...targets]}
        defaultValue={values.target ?? ""}
        errors={errors}
        required
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
