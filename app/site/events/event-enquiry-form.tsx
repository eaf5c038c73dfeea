import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import type { EventType } from "~/domain/enquiry-schemas";
import { type IsoDate, hotel } from "~/content/hotel";
import { earliestCheckInFrom } from "~/domain/hotel-date";
import { latestDayFrom } from "~/domain/bookable-days";
import { fill, useWords } from "~/i18n/words";
import { useHotelToday } from "../../booking/wizard/use-hotel-today";
import { IntakeFormCard } from "../../enquiries/intake/intake-form-card";
import { useFormMessages } from "../../enquiries/intake/use-form-messages";
import { useIntakeForm } from "../../enquiries/intake/use-intake-form";
import { eventCategoryParam, eventFormAnchor } from "./event-messages";
import { findEventPrefill } from "./event-prefill";

// The schema module (and zod with it) loads on first focus; the select's choices are checked
// against its EventType at compile time instead.
const eventTypeChoices = ["Wedding", "Conference", "Party", "Other"] as const satisfies readonly EventType[];
type MissingEventType = Exclude<EventType, (typeof eventTypeChoices)[number]>;
const everyEventType: [MissingEventType] extends [never] ? true : never = true;

const headingId = `${eventFormAnchor}-heading`;

/**
 * Book Your Event. "Plan Your … with Us" in a category preview links here with `?category=…`, which
 * presets the event type and the requirements (product-rules.md: Dialogs); the form is not cleared
 * after success (as on the original site), so a guest can send a second, similar enquiry. Its words
 * are the route's `eventForm` and `intake` words, in the page's language.
 */
export function EventEnquiryForm() {
  const w = useWords("eventForm");
  const { fields } = useWords("form");
  const [searchParams] = useSearchParams();
  const category = findEventPrefill(searchParams.get(eventCategoryParam), w.prefills);
  const wording = { ...w.schema, fields };
  const intake = useIntakeForm({
    form: "event",
    defaultValues: {
      name: "",
      email: "",
      phone: "",
      event_type: category?.eventType ?? "",
      event_date: "",
      number_of_guests: "",
      requirements: category?.requirements ?? "",
    },
    schema: () =>
      import("~/domain/enquiry-schemas").then(
        (schemas) => (today: IsoDate) => schemas.createEventEnquirySchema({ today, source: "form", wording }),
      ),
    messages: useFormMessages(w.messages),
    keepValuesOnSuccess: true,
    toasts: true,
  });
  const { form } = intake;
  const section = useRef<HTMLElement>(null);
  const firstRender = useRef(true);

  // A category chosen after the page loaded: preset the fields and bring the form into view.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!category) return;
    form.setFieldValue("event_type", category.eventType satisfies EventType);
    form.setFieldValue("requirements", category.requirements);
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    section.current?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    section.current?.querySelector<HTMLInputElement>("input[name=name]")?.focus({ preventScroll: true });
  }, [category, form]);

  // The root loader's day, so the server and the browser render the same limit.
  const today = useHotelToday();
  const minDate = earliestCheckInFrom(today);
  const maxDate = latestDayFrom(today, hotel.bookingLimits.maxEventDaysAhead);
  const eventTypeOptions = everyEventType ? eventTypeChoices.map((type) => ({ value: type, label: w.eventTypes[type] })) : [];
  return (
    <IntakeFormCard
      ref={section}
      id={eventFormAnchor}
      headingId={headingId}
      intake={intake}
      heading={w.heading}
      intro={w.intro}
      note={
        category ? (
          <p className="mt-3 rounded-md bg-river-50 px-4 py-2 text-sm text-river-900">
            {w.planning}
            <strong>{category.title}</strong>
            {category.capacity ? fill(w.upTo, { n: category.capacity }) : ""}
          </p>
        ) : null
      }
      twoColumnsFrom="md"
      submitLabel={w.submit}
      pendingLabel={w.submitting}
    >
      <form.AppField name="name">{(field) => <field.TextField label={w.name} autoComplete="name" />}</form.AppField>
      <form.AppField name="email">{(field) => <field.EmailField label={w.email} />}</form.AppField>
      <form.AppField name="phone">{(field) => <field.PhoneField label={w.phone} />}</form.AppField>
      <form.AppField name="event_type">
        {(field) => <field.SelectField label={w.eventType} options={eventTypeOptions} placeholder={w.eventTypePlaceholder} />}
      </form.AppField>
      <form.AppField name="event_date">
        {(field) => <field.DateField label={w.eventDate} min={minDate} max={maxDate} />}
      </form.AppField>
      <form.AppField name="number_of_guests">
        {(field) => <field.NumberField label={w.guests} min={1} />}
      </form.AppField>
      <form.AppField name="requirements">
        {(field) => <field.NotesField label={w.requirements} rows={4} className="md:col-span-2" />}
      </form.AppField>
    </IntakeFormCard>
  );
}
