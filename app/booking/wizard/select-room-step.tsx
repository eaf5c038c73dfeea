import { useToggleSet } from "~/components/use-toggle-set";
import { MediaImage } from "~/components/media-image";
import { Icon } from "~/components/icon";
import { acts } from "./wizard-acts";
import { ActButton } from "./wizard-form";
import type { IsoDate } from "~/content/hotel";
import type { AvailableRoom } from "~/domain/api-types";
import { isValidIsoDate } from "~/domain/hotel-date";
import { offerFor, rateRunsOf } from "~/domain/price-stay";
import { ClampedDescription } from "../../site/rooms/clamped-description";
import { roomImageSize } from "../../site/rooms/room-images";
import type { RateOffer } from "~/domain/offer-terms";
import { RoomRate } from "../../site/rooms/room-rate";
import type { AvailabilityProblem } from "./use-availability";
import type { Lang } from "~/i18n/lang";
import { countWords, fill, useLang, useWords } from "~/i18n/words";
import { roomTypeNameIn } from "../../site/rooms/room-in-lang";
import { partyText } from "./booking-text";
import { SplitHint } from "./split-hint";
import type { WizardState } from "./wizard-model";
import { canContinue } from "./wizard-rules";
import type { WizardAction } from "./wizard-state";

/** A room type as the page shows it: its name in the page's language, its line in staff's Hindi when written. */
function typeInLang(type: AvailableRoom, lang: Lang, hindiLines: Readonly<Record<string, string>> | undefined): AvailableRoom {
  if (lang === "en") return type;
  return {
    ...type,
    room_type_name: roomTypeNameIn(type.room_type_name, lang),
    short_description: hindiLines?.[String(type.id)] ?? type.short_description,
  };
}

/** Below this many rooms left, a card says how many remain: useful, and true. */
const fewLeft = 3;

interface SelectRoomStepProps {
  state: WizardState;
  dispatch: (action: WizardAction) => void;
  perRoom: (AvailableRoom[] | undefined)[];
  loading: boolean;
  problem: AvailabilityProblem;
  onRetry: () => void;
  onContinue: () => void;
  onPrevious: () => void;
  /** Staff's Hindi card line of each room type, by id, on a Hindi page (product-rules.md: Hindi). */
  hindiLines?: Readonly<Record<string, string>>;
}

function firstUnselected(state: WizardState): number {
  const index = state.rooms.findIndex((room) => room.selectedRoomId === null);
  return index === -1 ? 0 : index;
}

/**
 * Step 2, Select Your Room: one collapsible section per room listing the types offered for that
 * room's guests; Continue once every room has one.
 */
export function SelectRoomStep(props: SelectRoomStepProps) {
  const { state, dispatch, loading, problem } = props;
  const words = useWords("booking");
  const w = words.select;
  const party = useWords("receipt");
  const lang = useLang();
  const perRoom = props.perRoom.map((rooms) => rooms?.map((type) => typeInLang(type, lang, props.hindiLines)));
  const { open, toggle, setOpen } = useToggleSet(() => [firstUnselected(state)]);
  // The offer is judged by the stay's check-in day, as the summary's prices are.
  const offer = isValidIsoDate(state.checkIn) ? offerFor(state.checkIn as IsoDate) : null;
  const nothingAnywhere = perRoom.length > 0 && perRoom.every((rooms) => rooms !== undefined && rooms.length === 0);

  function select(roomIndex: number, type: AvailableRoom) {
    const taken = state.rooms.filter((room, i) => i !== roomIndex && room.selectedRoomId === type.id).length;
    const refused = type.available_count !== undefined && taken >= type.available_count;
    dispatch({
      type: "selectRoomType",
      roomIndex,
      offered: { id: type.id, roomTypeName: type.room_type_name, availableCount: type.available_count },
      words: w.tooFewLeft,
    });
    if (refused) return;
    // Move the guest on to the next room that still needs a choice.
    const nextRoom = state.rooms.findIndex((room, i) => i !== roomIndex && room.selectedRoomId === null);
    setOpen(new Set(nextRoom === -1 ? [] : [nextRoom]));
  }

  return (
    <div aria-busy={loading}>
      {state.notice && state.notice.roomIndex === null ? (
        <p role="alert" className="mb-6 rounded-md border-l-4 border-red-700 bg-red-50 p-4 text-ink">
          {state.notice.message}
        </p>
      ) : null}
      {problem ? (
        <div role="alert" className="mb-6 flex flex-wrap items-center gap-4 rounded-md border-l-4 border-saffron-700 bg-saffron-50 p-4">
          <p>{problem.message}</p>
          {problem.retryable ? (
            <button type="button" className="btn-secondary px-4 py-2" onClick={props.onRetry}>
              {w.tryAgain}
            </button>
          ) : null}
        </div>
      ) : null}
      {nothingAnywhere ? (
        <p role="status" className="mb-6 rounded-md bg-sand-100 p-4 font-medium text-ink">
          {w.noAvailability}
        </p>
      ) : null}
      <div className="grid gap-4">
        {state.rooms.map((room, roomIndex) => {
          const offered = perRoom[roomIndex];
          const expanded = open.has(roomIndex);
          const panelId = `room-${roomIndex + 1}-choices`;
          const chosen = offered?.find((type) => type.id === room.selectedRoomId);
          const notice = state.notice?.roomIndex === roomIndex ? state.notice.message : null;
          const roomLabel = fill(words.search.room, { n: roomIndex + 1 });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: position is the room's identity
            <section key={roomIndex} className="rounded-lg border border-sand-200 bg-white">
              <h3>
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(roomIndex)}
                  className="flex w-full items-center justify-between gap-4 rounded-lg p-5 text-left focus-visible:outline-3 focus-visible:outline-river-700"
                >
                  <span>
                    <span className="font-serif text-xl font-semibold">{roomLabel}</span>{" "}
                    <span className="ml-1 text-ink-700">
                      <span className="sr-only">{w.guestsFor}</span>
                      {partyText(room, party)}
                    </span>{" "}
                    <span className={`mt-1 block text-sm ${chosen ? "font-semibold text-river-700" : "text-ink-700"}`}>
                      {chosen ? fill(w.selected, { type: chosen.room_type_name }) : w.noneSelected}
                    </span>
                  </span>
                  <Icon name="chevron-down" className={`h-6 w-6 transition-transform ${expanded ? "rotate-180" : ""}`} />
                </button>
              </h3>
              <div id={panelId} hidden={!expanded} className="border-t border-sand-200 p-5">
                {notice ? (
                  <p role="alert" className="mb-4 rounded-md border-l-4 border-red-700 bg-red-50 p-3 text-ink">
                    {notice}
                  </p>
                ) : null}
                {offered === undefined ? (
                  <p className="text-ink-700">{w.checking}</p>
                ) : offered.length === 0 ? (
                  <p className="font-medium text-ink">{w.noAvailability}</p>
                ) : (
                  <ul className="grid gap-4 xl:grid-cols-2">
                    {offered.map((type) => (
                      <li key={type.id}>
                        <RoomChoice
                          type={type}
                          act={acts.select(roomIndex, type.id)}
                          roomLabel={roomLabel}
                          selected={room.selectedRoomId === type.id}
                          offer={offer}
                          onSelect={() => select(roomIndex, type)}
                        />
                      </li>
                    ))}
                  </ul>
                )}
                {offered === undefined ? null : <SplitHint state={state} roomIndex={roomIndex} offeredCount={offered.length} dispatch={dispatch} />}
              </div>
            </section>
          );
        })}
      </div>
      <div className="mt-8 flex flex-wrap justify-between gap-4">
        <ActButton act={acts.previous()} className="btn-secondary" onPress={props.onPrevious}>
          {words.previous}
        </ActButton>
        <ActButton act={acts.continue()} className="btn-primary" disabled={!canContinue(state)} onPress={props.onContinue}>
          {words.continue}
        </ActButton>
      </div>
    </div>
  );
}

/**
 * The type's rate for the guest's nights: one line at one rate, or a line per run of nights when
 * the hotel's rate periods price them differently (product-rules.md: Rates and rate periods).
 */
function StayRates({ type, offer }: { type: AvailableRoom; offer: RateOffer | null }) {
  const w = useWords("booking").select;
  const nights = useWords("receipt").counts.nights;
  const runs = rateRunsOf(type.nightly_rates ?? [type.room_price]);
  if (runs.length === 1) {
    return (
      <RoomRate
        roomPrice={type.room_price}
        offer={offer}
        className="text-ink-700"
        amountClassName="text-xl font-semibold text-saffron-800"
        suffix={w.perNight}
      />
    );
  }
  return (
    <div data-testid="night-rates">
      <p className="text-sm text-ink-700">{w.rateChanges}</p>
      {runs.map((run, index) => (
        <RoomRate
          // biome-ignore lint/suspicious/noArrayIndexKey: runs follow the nights' order
          key={index}
          roomPrice={run.nightly}
          offer={offer}
          className="text-ink-700"
          amountClassName="text-lg font-semibold text-saffron-800"
          usualClassName="mr-2 text-base text-ink-700"
          suffix={fill(w.perNightFor, { nights: countWords(nights, run.nights) })}
          // The offer's terms once, under the last line.
          noteClassName={index === runs.length - 1 ? undefined : "hidden"}
        />
      ))}
    </div>
  );
}

interface RoomChoiceProps {
  type: AvailableRoom;
  act: string;
  roomLabel: string;
  selected: boolean;
  offer: RateOffer | null;
  onSelect: () => void;
}

function RoomChoice({ type, act, roomLabel, selected, offer, onSelect }: RoomChoiceProps) {
  const w = useWords("booking").select;
  return (
    <article
      className={`flex h-full flex-col overflow-hidden rounded-md border-2 sm:flex-row ${selected ? "border-river-700" : "border-sand-200"}`}
    >
      {type.main_image ? (
        <MediaImage
          src={type.main_image}
          sizes="(min-width: 640px) 40vw, 100vw"
          width={roomImageSize.width}
          height={roomImageSize.height}
          alt=""
          loading="lazy"
          decoding="async"
          className="aspect-[3/2] h-auto w-full bg-sand-100 object-cover sm:w-2/5 sm:self-stretch"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h4 className="font-serif text-lg font-semibold">{type.room_type_name}</h4>
        <StayRates type={type} offer={offer} />
        {type.available_count !== undefined && type.available_count <= fewLeft ? (
          <p className="text-sm font-semibold text-saffron-800">{countWords(w.fewLeft, type.available_count)}</p>
        ) : null}
        <ClampedDescription text={type.short_description} className="text-sm" />
        <ActButton
          act={act}
          aria-pressed={selected}
          onPress={onSelect}
          className={`${selected ? "btn-primary bg-river-700 hover:bg-river-800" : "btn-secondary"} mt-auto self-start`}
        >
          {selected ? (
            <>
              <Icon name="check" /> {w.selectedButton}
            </>
          ) : (
            w.selectButton
          )}
          <span className="sr-only"> {fill(w.selectFor, { type: type.room_type_name, room: roomLabel })}</span>
        </ActButton>
      </div>
    </article>
  );
}
