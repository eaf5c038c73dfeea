import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { FieldFrame } from "~/components/form/field-frame";
import { type IsoDate, hotel } from "~/content/hotel";
import { issuesToFieldErrors } from "~/domain/field-errors";
import { adultOptionsFor, childOptionsFor } from "~/domain/guest-counts";
import { addDays, compareDates, earliestCheckInFrom, isValidIsoDate } from "~/domain/hotel-date";
import { latestCheckInFrom, latestCheckOutFor } from "~/domain/bookable-days";
import { linkInLang } from "~/i18n/hindi-pages";
import { fill, useLang, useWords } from "~/i18n/words";
import { bookingFormHref, bookingPath, bookingQueryKeys } from "../../booking/wizard/booking-link";
import { StayQuoteLine } from "./stay-quote-line";

interface BookRoomPanelProps {
  roomId: number;
  /** The room type's name in the page's language. */
  roomTypeName: string;
  today: IsoDate;
}

type FieldName = "check_in_date" | "check_out_date" | "adults" | "children";
type Values = Record<FieldName, string>;

// The schema (and zod with it) loads when the guest first uses the panel, not with the page.
const loadSchema = () => import("~/domain/room-search-schema");

const queryNames: Record<FieldName, string> = {
  check_in_date: bookingQueryKeys.checkIn,
  check_out_date: bookingQueryKeys.checkOut,
  adults: bookingQueryKeys.adults,
  children: bookingQueryKeys.children,
};

const asCount = (value: string, fallback: number) => (/^\d+$/.test(value) ? Number(value) : fallback);

/**
 * The room page's Book A Room panel (product-rules.md: Hotel time, One guest rule): dates and
 * guests checked with the room-search schema, each message beside its field and announced, cleared
 * when the field is edited; then on to the wizard with the stay in the URL, where it opens at
 * Select Room. Plain React state (no form library) keeps the room page light. Its words and messages
 * are the page's (`rooms.bookPanel`), and it leads to the wizard in the page's language.
 */
export function BookRoomPanel({ roomId, roomTypeName, today }: BookRoomPanelProps) {
  const words = useWords("rooms").bookPanel;
  const lang = useLang();
  const navigate = useNavigate();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const earliest = earliestCheckInFrom(today);
  const [values, setValues] = useState<Values>({
    check_in_date: earliest,
    check_out_date: addDays(earliest, 1),
    adults: "2",
    children: "0",
  });
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [chosen, setChosen] = useState(false);
  const [failedAttempts, setFailedAttempts] = useState(0);

  // After a refused attempt has rendered its messages, take the guest to the first field to fix;
  // its description then includes the message.
  useEffect(() => {
    if (failedAttempts > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failedAttempts]);

  function change(name: FieldName, value: string) {
    setChosen(true);
    setErrors(({ [name]: _edited, ...rest }) => rest);
    setValues((current) => {
      const next = { ...current, [name]: value };
      // Keep the stay at least one night when the check-in moves onto or past the check-out.
      if (name === "check_in_date" && isValidIsoDate(value)) {
        const out = current.check_out_date;
        if (!isValidIsoDate(out) || compareDates(out, value) <= 0) next.check_out_date = addDays(value, 1);
      }
      return next;
    });
  }

  async function submit() {
    const { createRoomSearchSchema } = await loadSchema();
    const checked = createRoomSearchSchema({ today }, words.messages ?? undefined).safeParse(values);
    if (!checked.success) {
      setErrors(issuesToFieldErrors(checked.error));
      setFailedAttempts((count) => count + 1);
      return;
    }
    const stay = checked.data;
    navigate(
      linkInLang(
        bookingFormHref({
          checkIn: stay.check_in_date,
          checkOut: stay.check_out_date,
          rooms: [{ adults: stay.adults, children: stay.children }],
          roomId,
        }),
        lang,
      ),
    );
  }

  const adults = asCount(values.adults, hotel.limits.minAdults);
  const children = asCount(values.children, hotel.limits.minChildren);
  const checkOutMin =
    isValidIsoDate(values.check_in_date) && compareDates(values.check_in_date, earliest) >= 0
      ? addDays(values.check_in_date, 1)
      : addDays(earliest, 1);
  // The label, error slot and control of one field, tied together by ids.
  const frame = (name: FieldName, label: string) => ({
    id: `${id}-${name}`,
    label,
    required: true,
    hintId: `${id}-${name}-hint`,
    error: errors[name],
    errorId: `${id}-${name}-error`,
  });
  const control = (name: FieldName) => ({
    id: `${id}-${name}`,
    // Without JavaScript the form is a plain GET to /BookingForm with the wizard's query keys.
    name: queryNames[name],
    value: values[name],
    required: true,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": `${id}-${name}-error`,
    className: "field-input",
  });
  const counts = (options: number[]) =>
    options.map((option) => (
      <option key={option} value={option}>
        {option}
      </option>
    ));

  return (
    <section id="book-room-panel" aria-labelledby={`${id}-title`} className="card p-6">
      <h2 id={`${id}-title`} className="heading-3">
        {words.title}
      </h2>
      <p className="mt-1 text-sm text-ink-700">{fill(words.intro, { type: roomTypeName })}</p>
      <form
        ref={formRef}
        noValidate
        method="get"
        action={linkInLang(bookingPath, lang)}
        className="mt-5 grid gap-4"
        onFocus={() => void loadSchema()}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FieldFrame {...frame("check_in_date", words.checkIn)}>
          <input
            {...control("check_in_date")}
            type="date"
            min={earliest}
            max={latestCheckInFrom(today)}
            onChange={(event) => change("check_in_date", event.target.value)}
          />
        </FieldFrame>
        <FieldFrame {...frame("check_out_date", words.checkOut)}>
          <input
            {...control("check_out_date")}
            type="date"
            min={checkOutMin}
            max={latestCheckOutFor(values.check_in_date, today)}
            onChange={(event) => change("check_out_date", event.target.value)}
          />
        </FieldFrame>
        <div className="grid grid-cols-2 gap-4">
          <FieldFrame {...frame("adults", words.adults)}>
            <select {...control("adults")} onChange={(event) => change("adults", event.target.value)}>
              <option value="">{words.select}</option>
              {counts(adultOptionsFor({ children }))}
            </select>
          </FieldFrame>
          <FieldFrame {...frame("children", fill(words.children, { age: hotel.limits.childMaxAge }))}>
            <select {...control("children")} onChange={(event) => change("children", event.target.value)}>
              <option value="">{words.select}</option>
              {counts(childOptionsFor({ adults }))}
            </select>
          </FieldFrame>
        </div>
        <input type="hidden" name={bookingQueryKeys.room} value={roomId} />
        <StayQuoteLine
          roomId={roomId}
          checkIn={values.check_in_date}
          checkOut={values.check_out_date}
          party={{ adults, children }}
          chosen={chosen}
        />
        <p className="text-sm text-ink-700">
          {fill(words.guestsNote, { n: hotel.limits.maxGuestsPerRoom })}
        </p>
        <button type="submit" className="btn-primary w-full">
          {words.submit}
        </button>
      </form>
    </section>
  );
}
