import { Form, Link } from "react-router";
import { deskLinkClass } from "~/desk/desk-link";
import { deskDate, hotelDateTime } from "~/desk/desk-time";
import { idNumberText, idTypeWords } from "~/domain/guest-registration";
import { maxFormCReferenceLength } from "~/domain/form-c";
import type { RegistrationRecord } from "./registration-store.server";
import { DeskFactRow } from "~/desk/desk-fact-row";

/**
 * The stay's register entry on the booking page (product-rules.md: Guest registration), its
 * registration card and, for a foreign national, Form C: due 24 hours after check-in until staff
 * record the FRRO portal's reference here.
 */
export function RegistrationPanel({
  reference,
  registration,
  countries,
  formKey,
}: {
  reference: string;
  registration: RegistrationRecord;
  /** The nationality's and the passport's countries by name. */
  countries: { nationality: string; passport: string };
  formKey: string;
}) {
  const foreign = registration.foreign;
  return (
    <section className="mt-6 rounded-md border border-sand-200 bg-white p-4" data-testid="registration">
      <h2 className="heading-3">Registration</h2>
      <dl className="mt-2">
        <DeskFactRow label="Full name">{registration.fullName}</DeskFactRow>
        <DeskFactRow label="Address">{registration.address}</DeskFactRow>
        <DeskFactRow label="Nationality">{countries.nationality}</DeskFactRow>
        <DeskFactRow label="ID">
          {idTypeWords[registration.idType]} {idNumberText(registration.idType, registration.idNumber)}
        </DeskFactRow>
        <DeskFactRow label="Other adults">{registration.adultNames.join(", ") || "—"}</DeskFactRow>
        {foreign ? (
          <>
            <DeskFactRow label="Passport">
              {foreign.passportNumber} ({countries.passport})
            </DeskFactRow>
            <DeskFactRow label="Visa">
              {foreign.visaNumber} ({foreign.visaType})
            </DeskFactRow>
            <DeskFactRow label="Arrived in India">{deskDate(foreign.arrivedInIndiaOn)}</DeskFactRow>
            <DeskFactRow label="Arrived from">{foreign.arrivedFrom}</DeskFactRow>
            <DeskFactRow label="Next destination">{foreign.nextDestination}</DeskFactRow>
          </>
        ) : null}
        <DeskFactRow label="Recorded">
          {hotelDateTime(registration.arrivedAt)} by {registration.recordedBy}
        </DeskFactRow>
      </dl>
      <p className="mt-3">
        <Link to={`/admin/bookings/${reference}/registration-card`} className={deskLinkClass}>
          Registration card to print
        </Link>
      </p>
      {foreign ? (
        registration.formC ? (
          <p className="mt-3" data-testid="form-c">
            Form C filed: <strong>{registration.formC.reference}</strong>, recorded {hotelDateTime(registration.formC.filedAt)} by{" "}
            {registration.formC.filedBy}
          </p>
        ) : (
          <Form method="post" className="mt-3 flex flex-wrap items-end gap-2" data-testid="form-c">
            <input type="hidden" name="intent" value="form_c" />
            <input type="hidden" name="request_key" value={`${formKey}:form_c`} />
            <div>
              <label htmlFor="form-c-reference" className="field-label">
                Form C reference (FRRO portal)
              </label>
              <input id="form-c-reference" name="form_c_reference" required maxLength={maxFormCReferenceLength} className="field-input" autoComplete="off" />
            </div>
            <button type="submit" className="btn-primary">
              Record Form C
            </button>
          </Form>
        )
      ) : null}
    </section>
  );
}
