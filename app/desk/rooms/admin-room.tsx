import { data, redirect } from "react-router";
import { requestInfoContext, servicesContext } from "~/context";
import type { Room } from "~/domain/api-types";
import type { FieldErrors } from "~/domain/field-errors";
import { paragraphsToHtml, parseRoomWords } from "~/domain/room-words";
import { deskFormFields } from "~/desk/desk-form-fields";
import { DeskBackLink } from "~/desk/desk-link";
import { deskPhotosOf, deskRoomWordsOf } from "~/desk/photos/desk-photos.server";
import { OutcomeNotices } from "~/desk/outcome-notices";
import { isPhotoChange, photoDone, photoFormOf, PhotoList, PhotoUploadForm } from "~/desk/photos/photo-forms";
import {
  RoomWordsForm,
  RoomWordsPreview,
  roomWordsFields,
  roomWordsValues,
  type RoomWordsValues,
} from "~/desk/rooms/room-words-form";
import { RoomFactsForm, type RoomFactsValues, roomFactsValues } from "~/desk/rooms/room-facts-form";
import { roomFactFields } from "~/domain/room-facts-form";
import { roomCardWordsEn } from "~/site/rooms/room-card-words";
import type { Route } from "./+types/admin-room";
import { sendWords } from "~/i18n/words";

function roomIdOf(param: string | undefined) {
  const id = Number(param);
  if (!Number.isInteger(id) || id <= 0) throw data("There is no such room.", { status: 404 });
  return id;
}

const wordsSaved = "Words saved. The room's pages show them within a minute.";
const factsSaved = "Size, beds and view saved. The room pages and the home page show them within a minute.";

/** The facts form's refusal: what was sent and what is wrong with it. */
interface FactsAnswer {
  facts: RoomFactsValues;
  factsError: string;
  factFields: FieldErrors;
}

async function factsAction(context: Route.ActionArgs["context"], roomId: number, form: FormData) {
  const { staff, roomFacts } = deskRoomWordsOf(context);
  const fields = deskFormFields(form);
  const sent = Object.fromEntries(roomFactFields.map((name) => [name, fields[name] ?? ""])) as RoomFactsValues;
  const requestKey = (fields.request_key ?? "").slice(0, 200);
  const outcome = requestKey === ""
    ? ({ ok: false, status: 400, message: "This form was incomplete. Reload the page and try again." } as const)
    : await roomFacts.save({ roomId, fields, requestKey, staff, now: context.get(requestInfoContext).now });
  if (outcome.ok) return redirect(`/admin/rooms/${roomId}?done=facts`, 303);
  return data<FactsAnswer>({ facts: sent, factsError: outcome.message, factFields: ("fields" in outcome && outcome.fields) || {} }, { status: outcome.status });
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { photos } = deskPhotosOf(context);
  const { roomWords, roomFacts } = deskRoomWordsOf(context);
  const roomId = roomIdOf(params.id);
  const [room, words, facts] = await Promise.all([photos.roomPhotos(roomId), roomWords.words(roomId), roomFacts.facts(roomId)]);
  if (!room || !words) throw data("There is no such room.", { status: 404 });
  const done = new URL(request.url).searchParams.get("done");
  return {
    ...room,
    roomWords: roomWordsValues(words.words),
    roomFacts: facts ? roomFactsValues(facts) : null,
    // The preview's room card; the desk is in English.
    words: sendWords({ roomCard: roomCardWordsEn }),
    done: done === "words" ? wordsSaved : done === "facts" ? factsSaved : photoDone(done),
    // Seeds each form's one-time key: the same form sent twice changes nothing twice.
    formKey: crypto.randomUUID(),
  };
}

/** What the words form answers when it previews or refuses: what was sent, and the preview or the errors. */
interface WordsAnswer {
  words: RoomWordsValues;
  preview: Room | null;
  error: string | null;
  fields: FieldErrors;
}

async function wordsAction(context: Route.ActionArgs["context"], roomId: number, form: FormData) {
  const { staff, roomWords } = deskRoomWordsOf(context);
  const fields = deskFormFields(form);
  const sent = Object.fromEntries(roomWordsFields.map((name) => [name, fields[name] ?? ""])) as RoomWordsValues;
  const refuse = (error: string, status: number, errors: FieldErrors = {}) =>
    data<WordsAnswer>({ words: sent, preview: null, error, fields: errors }, { status });
  if (fields.intent === "words-preview") {
    const parsed = parseRoomWords(fields);
    if (!parsed.ok) return refuse("Please check the highlighted fields.", 400, parsed.fields);
    const room = await context.get(servicesContext).rooms.get(roomId);
    if (!room) throw data("There is no such room.", { status: 404 });
    const words = parsed.value;
    const preview: Room = {
      ...room,
      name: words.name,
      short_description: words.shortDescription,
      brief_description: paragraphsToHtml(words.description),
      room_features: words.features,
    };
    return data<WordsAnswer>({ words: sent, preview, error: null, fields: {} });
  }
  const requestKey = (fields.request_key ?? "").slice(0, 200);
  if (requestKey === "") return refuse("This form was incomplete. Reload the page and try again.", 400);
  const outcome = await roomWords.save({ roomId, fields, requestKey, staff, now: context.get(requestInfoContext).now });
  if (!outcome.ok) return refuse(outcome.message, outcome.status, outcome.fields);
  return redirect(`/admin/rooms/${roomId}?done=words`, 303);
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const roomId = roomIdOf(params.id);
  const body = await request.formData();
  const intent = body.get("intent");
  if (intent === "words-preview" || intent === "words-save") return wordsAction(context, roomId, body);
  if (intent === "facts") return factsAction(context, roomId, body);
  const { staff, photos } = deskPhotosOf(context);
  const { now } = context.get(requestInfoContext);
  const form = photoFormOf(body);
  const { requestKey } = form;
  if (requestKey === "") return data({ error: "This form was incomplete. Reload the page and try again.", field: null }, { status: 400 });
  if (form.intent === "add") {
    const outcome = await photos.addRoomPhoto({ roomId, file: form.file, alt: form.alt, requestKey, staff, now });
    if (!outcome.ok) return data({ error: outcome.message, field: outcome.field ?? null }, { status: outcome.status });
    return redirect(`/admin/rooms/${roomId}?done=added`, 303);
  }
  if (!isPhotoChange(form.intent) || form.photoId === "") return data({ error: "The desk does not know that change.", field: null }, { status: 400 });
  const outcome = await photos.changeRoomPhoto({ roomId, photoId: form.photoId, change: form.intent, requestKey, staff, now });
  if (!outcome.ok) return data({ error: outcome.message, field: null }, { status: outcome.status });
  return redirect(`/admin/rooms/${roomId}?done=${form.intent}`, 303);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData?.room.roomTypeName ?? "Room"} · Front desk` }];

/**
 * A room on the desk (product-rules.md: Photos and words): its words with a preview, then its photos
 * (add one with its alt text, choose the main one, order, remove).
 */
export default function DeskRoom({ loaderData, actionData }: Route.ComponentProps) {
  const { room, pictures, hasPhotos, done, formKey } = loaderData;
  const wordsAnswer = actionData && "words" in actionData ? actionData : undefined;
  const photoAnswer = actionData && "field" in actionData ? actionData : undefined;
  const factsAnswer = actionData && "factsError" in actionData ? actionData : undefined;
  return (
    <>
      <DeskBackLink to="/admin/rooms">All rooms</DeskBackLink>
      <h1 className="heading-2 mt-2">{room.roomTypeName}</h1>
      <OutcomeNotices done={done} error={photoAnswer?.field ? undefined : photoAnswer?.error} />

      {wordsAnswer?.preview ? <RoomWordsPreview room={wordsAnswer.preview} /> : null}
      <RoomWordsForm
        // A fresh form after each answer, so the fields show what was sent.
        key={wordsAnswer ? `words:${JSON.stringify(wordsAnswer.words)}` : "words"}
        values={wordsAnswer?.words ?? loaderData.roomWords}
        errors={wordsAnswer?.fields ?? {}}
        error={wordsAnswer?.error ?? undefined}
        formKey={formKey}
        roomTypeName={room.roomTypeName}
      />

      {loaderData.roomFacts ? (
        <RoomFactsForm
          key={factsAnswer ? `facts:${JSON.stringify(factsAnswer.facts)}` : "facts"}
          values={factsAnswer?.facts ?? loaderData.roomFacts}
          errors={factsAnswer?.factFields ?? {}}
          error={factsAnswer?.factsError}
          formKey={formKey}
        />
      ) : null}

      <h2 className="heading-2 mt-10">Photos</h2>
      <PhotoUploadForm formKey={formKey} errors={photoAnswer} altExample="Deluxe Room with a double bed and a river view" />
      <PhotoList pictures={pictures} hasPhotos={hasPhotos} formKey={formKey} />
    </>
  );
}
