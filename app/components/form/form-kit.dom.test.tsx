import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { phoneCountriesHi } from "~/content/phone-country-codes.hi";
import { wordsWrapper } from "../words-test-support";
import { useAppForm } from "./app-form";
import { formWordsEn } from "./form-words";
import { ServerFieldErrors } from "./server-field-errors";

afterEach(cleanup);

const w = formWordsEn;
const wrapper = wordsWrapper();

const schema = z.object({
  name: z.string().trim().min(1, "Name is required"),
  email: z.string().trim().min(1, "Email is required").pipe(z.email("Invalid email format")),
  guests: z.string().min(1, "Please select number of guests"),
  mobile: z.string().regex(/^\d{10}$/, "Enter a 10-digit mobile number"),
  terms: z.literal(true, { error: "Please accept the terms and conditions" }),
});

function KitForm({ serverErrors = {}, answerId = null }: { serverErrors?: Record<string, string>; answerId?: string | null }) {
  const form = useAppForm({
    defaultValues: { name: "", email: "", guests: "", mobile: "", terms: false },
    validators: { onSubmit: schema },
  });
  return (
    <ServerFieldErrors errors={serverErrors} answerId={answerId}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <form.AppForm>
          <form.AppField name="name">{(field) => <field.TextField label="Name" />}</form.AppField>
          <form.AppField name="email">{(field) => <field.EmailField label="Email" />}</form.AppField>
          <form.AppField name="guests">
            {(field) => (
              <field.SelectField
                label="Guests"
                placeholder="Select number of guests"
                options={[
                  { value: "1", label: "1 person" },
                  { value: "2", label: "2 people" },
                ]}
              />
            )}
          </form.AppField>
          <form.AppField name="mobile">{(field) => <field.PhoneField label="Mobile number" />}</form.AppField>
          <form.AppField name="terms">{(field) => <field.Checkbox label="I agree to the terms" />}</form.AppField>
          <form.SubmitButton>Send</form.SubmitButton>
        </form.AppForm>
      </form>
    </ServerFieldErrors>
  );
}

/** The current value of a form control. */
const controlValue = (control: HTMLElement) => (control as unknown as { value: string }).value;

function PhoneOnly({ initial = "" }: { initial?: string }) {
  const form = useAppForm({ defaultValues: { phone: initial } });
  return (
    <form.AppForm>
      <form.AppField name="phone">{(field) => <field.PhoneField label="Phone" />}</form.AppField>
      <form.Subscribe selector={(state) => state.values.phone}>{(value) => <output data-testid="value">{value}</output>}</form.Subscribe>
    </form.AppForm>
  );
}

function OptionalField() {
  const form = useAppForm({ defaultValues: { requests: "" } });
  return (
    <form.AppForm>
      <form.AppField name="requests">{(field) => <field.TextArea label="Special requests" required={false} />}</form.AppField>
    </form.AppForm>
  );
}

/** A form whose submission never finishes, to see the button while it is sent. */
function SlowForm({ pendingLabel, label = "Send" }: { pendingLabel?: string; label?: string }) {
  const form = useAppForm({ defaultValues: {}, onSubmit: () => new Promise<void>(() => {}) });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <form.AppForm>
        <form.SubmitButton pendingLabel={pendingLabel}>{label}</form.SubmitButton>
      </form.AppForm>
    </form>
  );
}

function errorOf(control: HTMLElement): HTMLElement {
  const ids = (control.getAttribute("aria-describedby") ?? "").split(" ");
  const error = document.getElementById(ids[ids.length - 1]);
  if (!error) throw new Error("no error element");
  return error;
}

async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name: "Send" }));
  });
}

describe("form kit (app/components/form)", () => {
  it("labels every control and names a field's input after the field, so a plain post works", () => {
    render(<KitForm />, { wrapper });
    expect(screen.getByLabelText("Name").getAttribute("name")).toBe("name");
    expect(screen.getByLabelText("Email").getAttribute("type")).toBe("email");
    expect(screen.getByLabelText("Guests").tagName).toBe("SELECT");
    expect(screen.getByRole("option", { name: "Select number of guests" }).getAttribute("value")).toBe("");
    expect(screen.getByLabelText("I agree to the terms").getAttribute("type")).toBe("checkbox");
  });

  it("puts each schema message beside its field, linked and marked invalid, in a polite live region", async () => {
    render(<KitForm />, { wrapper });
    await submit();
    const name = screen.getByLabelText("Name");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(errorOf(name).textContent).toBe("Name is required");
    expect(errorOf(name).getAttribute("aria-live")).toBe("polite");
    expect(errorOf(screen.getByLabelText("Email")).textContent).toBe("Email is required");
    expect(errorOf(screen.getByLabelText("Guests")).textContent).toBe("Please select number of guests");
    expect(errorOf(screen.getByLabelText("Mobile number")).textContent).toBe("Enter a 10-digit mobile number");
    expect(errorOf(screen.getByLabelText("I agree to the terms")).textContent).toBe("Please accept the terms and conditions");
  });

  it("clears a field's message as soon as the guest edits that field, and only that field", async () => {
    render(<KitForm />, { wrapper });
    await submit();
    const name = screen.getByLabelText("Name");
    await act(async () => {
      fireEvent.change(name, { target: { value: "Asha" } });
    });
    expect(errorOf(name).textContent).toBe("");
    expect(name.getAttribute("aria-invalid")).toBeNull();
    expect(errorOf(screen.getByLabelText("Email")).textContent).toBe("Email is required");
  });

  it("offers a country code beside the number, +91 first and chosen, posting as <name>_country", () => {
    render(<KitForm />, { wrapper });
    const mobile = screen.getByLabelText("Mobile number");
    expect(mobile.getAttribute("type")).toBe("tel");
    const code = screen.getByLabelText(w.countryCode);
    expect(code.tagName).toBe("SELECT");
    expect(controlValue(code)).toBe("+91");
    expect(code.getAttribute("name")).toBe("mobile_country");
    const options = [...code.querySelectorAll("option")];
    expect(options[0].textContent).toBe(w.india);
    expect(options[options.length - 1].textContent).toBe(w.otherCountry);
    expect(options.map((option) => option.getAttribute("value"))).toContain("+44");
  });

  it("keeps one phone string as the field's value: what was typed, with the chosen code in front", async () => {
    render(<PhoneOnly />, { wrapper });
    const phone = screen.getByLabelText("Phone");
    await act(async () => {
      fireEvent.change(phone, { target: { value: "98765 43210" } });
    });
    expect(screen.getByTestId("value").textContent).toBe("98765 43210");
    await act(async () => {
      fireEvent.change(screen.getByLabelText(w.countryCode), { target: { value: "+44" } });
      fireEvent.change(phone, { target: { value: "020 7946 0958" } });
    });
    // The box keeps the typed trunk 0; the value drops it after the code.
    expect(controlValue(phone)).toBe("020 7946 0958");
    expect(screen.getByTestId("value").textContent).toBe("+44 20 7946 0958");
  });

  it("shows a stored number with its code in the select, the rest in the box", () => {
    render(<PhoneOnly initial="+971 50 123 4567" />, { wrapper });
    expect(controlValue(screen.getByLabelText(w.countryCode))).toBe("+971");
    expect(controlValue(screen.getByLabelText("Phone"))).toBe("50 123 4567");
  });

  it("shows the server's messages until the field is edited, and a new answer's messages again", async () => {
    const { rerender } = render(<KitForm serverErrors={{ email: "Invalid email format" }} answerId="a1" />, { wrapper });
    const email = screen.getByLabelText("Email");
    expect(errorOf(email).textContent).toBe("Invalid email format");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    await act(async () => {
      fireEvent.change(email, { target: { value: "asha@example.com" } });
    });
    expect(errorOf(email).textContent).toBe("");
    rerender(<KitForm serverErrors={{ email: "This address is blocked" }} answerId="a2" />);
    expect(errorOf(screen.getByLabelText("Email")).textContent).toBe("This address is blocked");
  });

  it("marks optional fields as optional and leaves out the required attribute", () => {
    render(<OptionalField />, { wrapper });
    expect(screen.getByText(w.optional)).toBeTruthy();
    expect(screen.getByRole("textbox", { name: /Special requests/ }).hasAttribute("required")).toBe(false);
  });

  it("on a Hindi page: the country list, its code's name, the optional mark and the sending label in Hindi", async () => {
    const hindi = wordsWrapper({ lang: "hi" });
    render(<PhoneOnly />, { wrapper: hindi });
    const code = screen.getByLabelText("देश का कोड");
    const options = [...code.querySelectorAll("option")];
    expect(options.map((option) => option.getAttribute("value"))).toEqual(phoneCountriesHi.map((country) => country.code));
    expect(options[0].textContent).toBe("+91 भारत");
    expect(options[1].textContent).toBe("यूएई +971");
    expect(options[options.length - 1].textContent).toBe("अन्य");
    cleanup();
    render(<OptionalField />, { wrapper: hindi });
    expect(screen.getByText("(ज़रूरी नहीं)")).toBeTruthy();
    cleanup();
    render(<SlowForm label="भेजें" />, { wrapper: hindi });
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "भेजें" }));
    });
    expect(screen.getByRole("button", { name: "भेजा जा रहा है…" }).hasAttribute("disabled")).toBe(true);
  });

  it("says the form is being sent, in the page's language unless the form names its own words", async () => {
    render(<SlowForm />, { wrapper });
    await submit();
    expect(screen.getByRole("button", { name: w.sending }).hasAttribute("disabled")).toBe(true);
    cleanup();
    render(<SlowForm pendingLabel="Booking…" />, { wrapper });
    await submit();
    expect(screen.getByRole("button", { name: "Booking…" })).toBeTruthy();
  });
});
