import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import type { EventType } from "~/domain/enquiry-schemas";
import { type IsoDate, hotel } from "~/content/hotel";
import { earliestCheckInFrom } from "~/domain/hotel-date";
import { latestDayFrom } from "~/domain/bookable-days";
import { useHotelToday } from "../booking/use-hotel-today";
import { IntakeFormCard } from "../intake/intake-form-card";
import { useIntakeForm } from "../intake/use-intake-form";
import { eventCategoryParam, eventFormAnchor, eventFormMessages } from "./event-messages";
import { findEventCategory, requirementsFor } from "./event-prefill";

// The schema module (and zod with it) loads on first focus; the select's choices are checked
// against its EventType at compile time instead.
const eventTypeChoices = ["Wedding", "Conference", "Party", "Other"] as const satisfies readonly EventType[];
type MissingEventType = Exclude<EventType, (typeof eventTypeChoices)[number]>;
const everyEventType: [MissingEventType] extends [never] ? true : never = true;
const eventTypeOptions = everyEventType ? eventTypeChoices.map((type) => ({ value: type, label: type })) : [];

const eventSchema = () =>
  import("~/domain/enquiry-schemas").then(
    (schemas) => (today: IsoDate) => schemas.createEventEnquirySchema({ today, source: "form" }),
  );
const headingId = `${eventFormAnchor}-heading`;

/**
 * Book Your Event. "Plan Your … with Us" in a category preview links here with `?category=…`, which
 * presets the event type and the requirements (product-rules.md: Dialogs); the form is not cleared
 * after success (as on the original site), so a guest can send a second, similar enquiry.
 */
export function EventEnquiryForm() {
  const [searchParams] = useSearchParams();
  const category = findEventCategory(searchParams.get(eventCategoryParam));
  const intake = useIntakeForm({
    form: "event",
    defaultValues: {
      name: "",
      email: "",
      phone: "",
      event_type: category?.eventType ?? "",
      event_date: "",
      number_of_guests: "",
      requirements: category ? requirementsFor(category) : "",
    },
    schema: eventSchema,
    messages: eventFormMessages,
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
    form.setFieldValue("requirements", requirementsFor(category));
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    section.current?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    section.current?.querySelector<HTMLInputElement>("input[name=name]")?.focus({ preventScroll: true });
  }, [category, form]);

  // The root loader's day, so the server and the browser render the same limit.
  const today = useHotelToday();
  const minDate = earliestCheckInFrom(today);
  const maxDate = latestDayFrom(today, hotel.bookingLimits.maxEventDaysAhead);
  return (
    <IntakeFormCard
      ref={section}
      id={eventFormAnchor}
      headingId={headingId}
      intake={intake}
      heading="Book Your Event"
      intro="Tell us about your occasion. Our events team replies with venue options, menus and a quote, usually within a day."
      note={
        category ? (
          <p className="mt-3 rounded-md bg-river-50 px-4 py-2 text-sm text-river-900">
            Planning: <strong>{category.title}</strong>
            {category.capacity ? ` (up to ${category.capacity} guests)` : ""}
          </p>
        ) : null
      }
      twoColumnsFrom="md"
      submitLabel="Submit Enquiry"
      pendingLabel="Submitting…"
    >
      <form.AppField name="name">{(field) => <field.TextField label="Name" autoComplete="name" />}</form.AppField>
      <form.AppField name="email">{(field) => <field.EmailField label="Email" />}</form.AppField>
      <form.AppField name="phone">{(field) => <field.PhoneField label="Phone" />}</form.AppField>
      <form.AppField name="event_type">
        {(field) => <field.SelectField label="Event type" options={eventTypeOptions} placeholder="Select Event Type" />}
      </form.AppField>
      <form.AppField name="event_date">
        {(field) => <field.DateField label="Event date" min={minDate} max={maxDate} />}
      </form.AppField>
      <form.AppField name="number_of_guests">
        {(field) => <field.NumberField label="Number of guests" min={1} />}
      </form.AppField>
      <form.AppField name="requirements">
        {(field) => <field.NotesField label="Requirements" rows={4} className="md:col-span-2" />}
      </form.AppField>
    </IntakeFormCard>
  );
}
