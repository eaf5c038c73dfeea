import { createFormHookContexts } from "@tanstack/react-form";

/** The contexts the project's field components read their field and form from. */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();
