import { Fragment } from "react";
import { Form } from "react-router";
import { socialNetworks } from "~/content/hotel";
import { addressLineLength, detailsFormValues, legalNameLength, maxUrlLength, socialField } from "~/domain/hotel-details-form";
import { deskSettingsOf, type SettingsFailure, settingsAction } from "~/desk/hotel/desk-settings.server";
import { DeskTextField } from "~/desk/desk-text-field";
import { OutcomeNotices } from "~/desk/outcome-notices";
import { facilityFormValues } from "~/domain/facility-form";
import { FacilitiesForm } from "./facilities-form";
import { RegisterForm } from "./register-form";
import { BillingForm } from "./billing-form";
import { billingSettingAction } from "~/desk/folio/billing-setting-action.server";
import { readBillingSettings } from "~/desk/folio/billing-settings.server";
import { readKeepYears, registerSettingAction } from "./register-setting.server";
import { staffOf } from "../desk-context.server";
import { deskFormFields } from "../desk-form-fields";
import type { Route } from "./+types/admin-hotel";

export async function loader({ context, request }: Route.LoaderArgs) {
  const { settings } = deskSettingsOf(context);
  const saved = await settings.saved();
  const done = new URL(request.url).searchParams.get("done");
  return {
    values: detailsFormValues(saved.details),
    facilityValues: facilityFormValues(saved.facilities),
    registerValues: { keep_years: String(await readKeepYears(staffOf(context).env.DB)) },
    billingValues: { specified_premises: (await readBillingSettings(staffOf(context).env.DB)).specifiedPremises ? "yes" : "" },
    done:
      done === "register"
        ? "Saved. Registrations are kept for the new period from now on."
        : done === "billing"
          ? "Saved. Restaurant and room service charges posted from now on carry the new rate."
          : done === "details"
          ? "Saved. Every page, e-mail and search listing shows the new details within a minute."
          : done === "facilities"
            ? "Saved. Every page, the menus, the footer and the assistant say what is open within a minute."
            : null,
    // Seeds the form's one-time key: the same form sent twice changes nothing twice.
    formKey: crypto.randomUUID(),
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  // The keeping period is not one of the cached hotel settings: it has its own store.
  const fields = deskFormFields(await request.clone().formData());
  if (fields.intent === "register") return registerSettingAction(context, fields);
  if (fields.intent === "billing") return billingSettingAction(context, fields);
  return settingsAction(context, request, "/admin/hotel", (intent, fields) =>
    intent === "details" ? { kind: "details", fields } : intent === "facilities" ? { kind: "facilities", fields } : null,
  );
}

export const meta: Route.MetaFunction = () => [{ title: "Hotel details · Front desk" }];

/** The address's lines, each with its Hindi field beside it (product-rules.md: Hindi). */
const addressLines = [
  { name: "street", label: "Street", example: "मेन रोड" },
  { name: "locality", label: "Town", example: "ओंकारेश्वर" },
  { name: "district", label: "District", example: "खंडवा" },
  { name: "region", label: "State", example: "मध्य प्रदेश" },
] as const;

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-3 rounded-md border border-sand-200 bg-white p-4 sm:grid-cols-2">
      <legend className="px-1 font-serif text-lg font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The hotel's details (product-rules.md: Hotel details): phones, e-mails, WhatsApp, address, map
 * link, social accounts, Google rating and the check-in and check-out times, as every page, e-mail
 * and JSON-LD block shows them.
 */
export default function DeskHotel({ loaderData, actionData }: Route.ComponentProps) {
  const failure: SettingsFailure | undefined = actionData;
  const values = (failure?.form === "details" && failure.values) || loaderData.values;
  const errors = failure?.form === "details" ? failure.fields : {};
  const field = { values, errors };
  return (
    <>
      <h1 className="heading-2">Hotel details</h1>
      <p className="mt-2 text-ink-700">
        How guests reach you. The site's pages, its e-mails and what search engines read all use these.
      </p>
      <OutcomeNotices done={loaderData.done} error={failure?.error} />
      <Form method="post" className="mt-6 grid gap-6" key={failure?.form === "details" ? JSON.stringify(failure.values) : "saved"}>
        <input type="hidden" name="intent" value="details" />
        <input type="hidden" name="request_key" value={`${loaderData.formKey}:details`} />
        <Group title="Phones">
          <DeskTextField name="primary_phone" label="Main phone" type="tel" required {...field} hint="Call buttons and the footer use it." />
          <DeskTextField name="secondary_phone" label="Second phone (optional)" type="tel" {...field} />
          <DeskTextField name="whatsapp" label="WhatsApp number" type="tel" required {...field} />
        </Group>
        <Group title="E-mail">
          <DeskTextField name="email_general" label="General e-mail" type="email" required {...field} />
          <DeskTextField
            name="email_reservations"
            label="Reservations e-mail"
            type="email"
            required
            {...field}
            hint="New booking requests and enquiries are sent here."
          />
        </Group>
        <Group title="Address">
          <p className="text-sm text-ink-700 sm:col-span-2">
            Each line has a Hindi field beside it for the Hindi pages and the Hindi e-mails (/hi/…). Left empty, they show
            the English line. Keep both saying the same place.
          </p>
          {addressLines.map((line) => (
            <Fragment key={line.name}>
              <DeskTextField name={line.name} label={line.label} required maxLength={addressLineLength} {...field} />
              <DeskTextField
                name={`${line.name}_hi`}
                label={`${line.label} in Hindi (optional)`}
                lang="hi"
                maxLength={addressLineLength}
                {...field}
                hint={`For example “${line.example}”.`}
              />
            </Fragment>
          ))}
          <DeskTextField name="postal_code" label="PIN code" inputMode="numeric" required maxLength={6} {...field} />
          <DeskTextField
            name="maps_url"
            label="Map link"
            type="url"
            required
            maxLength={maxUrlLength}
            {...field}
            hint="The Google Maps address of the hotel, starting https://"
          />
        </Group>
        <Group title="Tax invoice">
          <DeskTextField
            name="legal_name"
            label="Legal name"
            required
            maxLength={legalNameLength}
            {...field}
            hint="As registered for GST. The footer, the receipt and every e-mail show it."
          />
          <DeskTextField
            name="gstin"
            label="GSTIN"
            required
            maxLength={20}
            {...field}
            hint="15 characters, starting 23 (Madhya Pradesh)."
          />
        </Group>
        <Group title="Social accounts">
          <p className="text-sm text-ink-700 sm:col-span-2">
            The footer shows an icon for each account entered here, and none for a network left empty.
          </p>
          {socialNetworks.map((network) => (
            <DeskTextField key={network} name={socialField(network)} label={`${network} page`} type="url" maxLength={maxUrlLength} {...field} />
          ))}
        </Group>
        <Group title="Stay">
          <DeskTextField name="check_in_time" label="Check-in from" type="time" required {...field} />
          <DeskTextField name="check_out_time" label="Check-out by" type="time" required {...field} />
          <DeskTextField
            name="google_rating"
            label="Google rating (optional)"
            inputMode="decimal"
            maxLength={3}
            {...field}
            hint="As Google shows it, for example 4.3. Leave it empty to show none."
          />
        </Group>
        <div>
          <button type="submit" className="btn-primary">
            Save hotel details
          </button>
        </div>
      </Form>
      <FacilitiesForm
        key={failure?.form === "facilities" ? JSON.stringify(failure.values) : "saved-facilities"}
        values={(failure?.form === "facilities" && failure.values) || loaderData.facilityValues}
        errors={failure?.form === "facilities" ? failure.fields : {}}
        formKey={loaderData.formKey}
      />
      <RegisterForm
        key={failure?.form === "register" ? JSON.stringify(failure.values) : "saved-register"}
        values={(failure?.form === "register" && failure.values) || loaderData.registerValues}
        errors={failure?.form === "register" ? failure.fields : {}}
        formKey={loaderData.formKey}
      />
      <BillingForm
        key={failure?.form === "billing" ? JSON.stringify(failure.values) : "saved-billing"}
        values={(failure?.form === "billing" && failure.values) || loaderData.billingValues}
        errors={failure?.form === "billing" ? failure.fields : {}}
        formKey={loaderData.formKey}
      />
    </>
  );
}
