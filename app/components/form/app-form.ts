import { createFormHook } from "@tanstack/react-form";
import { Checkbox } from "./checkbox";
import { fieldContext, formContext } from "./form-contexts";
import { PhoneField } from "./phone-field";
import { SelectField } from "./select-field";
import { SubmitButton } from "./submit-button";
import { NotesField, TextArea } from "./text-area";
import {
  DateField,
  EmailField,
  NumberField,
  TextField,
  TimeField,
} from "./text-fields";

/**
 * The project's one form hook: `useAppForm({ defaultValues, validators: { onSubmit: schema } })`
 * then `<form.AppField name="email">{(field) => <field.EmailField label="Email" />}</form.AppField>`.
 */
export const { useAppForm, withForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField,
    EmailField,
    PhoneField,
      DateField,
    TimeField,
    NumberField,
    SelectField,
    TextArea,
    NotesField,
    Checkbox,
  },
  formComponents: { SubmitButton },
});
