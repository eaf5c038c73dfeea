import { Form } from "react-router";
import type { Room } from "~/domain/api-types";
import type { FieldErrors } from "~/domain/field-errors";
import { hindiFieldOf, roomWordLimits, type RoomWords } from "~/domain/room-words";
import { RoomCard } from "~/site/rooms/room-card";
import { RoomFeaturesList } from "~/site/rooms/room-features-list";
import { DeskTextField } from "../desk-text-field";
import { PreviewHeading } from "../preview-heading";
import { DeskSection } from "../desk-section";

type EnglishField = keyof typeof hindiFieldOf;

/** The form's fields: each English one and the Hindi one beside it. */
export const roomWordsFields = [...(Object.keys(hindiFieldOf) as EnglishField[]), ...Object.values(hindiFieldOf)];

/** What the words form shows: the saved words, or what staff sent when it was refused or previewed. */
export type RoomWordsValues = Record<(typeof roomWordsFields)[number], string>;

export const roomWordsValues = (words: RoomWords): RoomWordsValues => ({
  name: words.name,
  short_description: words.shortDescription,
  description: words.description,
  features: words.features.join("\n"),
  name_hi: words.hi.name,
  short_description_hi: words.hi.shortDescription,
  description_hi: words.hi.description,
  features_hi: words.hi.features.join("\n"),
});

/** What each Hindi field says when left empty. */
const hindiHint = (what: string) => `Optional. Left empty, the Hindi page shows the English ${what}.`;

const pair = "grid gap-4 lg:grid-cols-2";
const featuresMaxLength = roomWordLimits.features * (roomWordLimits.feature + 1);

/** Each of the room's words in the form's order: what it is for, its size, and more for its Hindi field where there is more to say. */
const roomWordFields: readonly Omit<WordWithHindiProps, "values" | "errors">[] = [
  { name: "name", label: "Name", hint: "The title of its card and its page.", maxLength: roomWordLimits.name },
  {
    name: "short_description",
    label: "Card line",
    hint: "One or two sentences under the name on room cards and at the top of its page.",
    rows: 2,
    maxLength: roomWordLimits.shortDescription,
  },
  {
    name: "description",
    label: "Description",
    hint: "The room's page. Plain text; leave a blank line between paragraphs.",
    rows: 8,
    maxLength: roomWordLimits.description,
  },
  {
    name: "features",
    label: "Features",
    hint: `One a line, for example “Air conditioning”. Up to ${roomWordLimits.features}.`,
    hindiHint: `${hindiHint("features")} One a line, for example “एसी”.`,
    rows: 6,
    maxLength: featuresMaxLength,
  },
];

/**
 * A room's words (product-rules.md: Photos and words): one form whose **Preview** shows the room's
 * card and page text as guests will see them, changing nothing, and whose **Save** puts them live.
 * Both buttons post the same fields, so it works without JavaScript. Each English field has its
 * optional Hindi one beside it (product-rules.md: Hindi); the preview shows the English page.
 */
export function RoomWordsForm(props: {
  values: RoomWordsValues;
  errors: FieldErrors;
  error: string | undefined;
  formKey: string;
  roomTypeName: string;
}) {
  const { values, errors, formKey } = props;
  return (
    <DeskSection id="room-words" heading="Words">
      <p className="mt-1 text-sm text-ink-700">
        Everything here is what guests read. The room type, {props.roomTypeName}, stays as it is: rates, bookings and
        the chat go by it.
      </p>
      {props.error ? (
        <p role="alert" className="mt-3 rounded-md border-l-4 border-red-700 bg-white p-3 font-semibold text-red-800">
          {props.error}
        </p>
      ) : null}
      <Form method="post" className="mt-3 grid gap-4">
        <input type="hidden" name="request_key" value={`${formKey}:words`} />
        <p className="text-sm text-ink-700">
          Each word has a Hindi field beside it for the Hindi pages (/hi/…). Write it as a Hindi hotel would say it;
          any Hindi field left empty shows the English there instead.
        </p>
        {roomWordFields.map((word) => (
          <WordWithHindi key={word.name} {...word} values={values} errors={errors} />
        ))}
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="words-preview" className="btn-secondary">
            Preview
          </button>
          <button type="submit" name="intent" value="words-save" className="btn-primary">
            Save words
          </button>
        </div>
      </Form>
    </DeskSection>
  );
}

interface WordWithHindiProps {
  name: EnglishField;
  label: string;
  hint: string;
  /** What the Hindi field says; by default what the Hindi page shows while it is empty. */
  hindiHint?: string;
  rows?: number;
  maxLength: number;
  values: RoomWordsValues;
  errors: FieldErrors;
}

/** One of the room's words, required, with its optional Hindi field beside it (product-rules.md: Hindi). */
function WordWithHindi({ name, label, hint, hindiHint: hindi, rows, maxLength, values, errors }: WordWithHindiProps) {
  const common = { rows, maxLength, values, errors, idPrefix: "words" };
  return (
    <div className={pair}>
      <DeskTextField name={name} label={label} hint={hint} required {...common} />
      <DeskTextField name={hindiFieldOf[name]} label={`${label} in Hindi`} hint={hindi ?? hindiHint(label.toLowerCase())} {...common} />
    </div>
  );
}

/** The room as guests would see it with the previewed words: its card, then its page's description and features. */
export function RoomWordsPreview({ room }: { room: Room }) {
  return (
    <section aria-labelledby="words-preview" className="mt-6 rounded-md border-2 border-dashed border-saffron-500 bg-sand-50 p-4">
      <PreviewHeading id="words-preview" level="h2" />
      <p className="mt-1 text-sm text-ink-700">This is how guests will see the room. Save the words to put them on the site.</p>
      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,22rem)_1fr]">
        <RoomCard room={room} />
        <div>
          <h3 className="heading-2">About the {room.name}</h3>
          <div
            className="mt-3 space-y-4 text-ink-700"
            // Built by paragraphsToHtml, which escapes every character staff wrote.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped paragraphs made on the server
            dangerouslySetInnerHTML={{ __html: room.brief_description }}
          />
          <h3 className="heading-3 mt-6">Room features</h3>
          <div className="mt-3">
            <RoomFeaturesList features={room.room_features} />
          </div>
        </div>
      </div>
    </section>
  );
}
