import { ItemForm, type ItemFormProps } from "./desk-item-form";

/** One button that posts one change to one photo, review or post, so it works before any script runs; Remove is drawn in red. */
export function ChangeButton({ intent, name, value, formKey, children }: Omit<ItemFormProps, "className" | "label">) {
  return (
    <ItemForm intent={intent} name={name} value={value} formKey={formKey}>
      <button type="submit" className={intent === "remove" ? "btn-secondary border-red-700 text-red-800" : "btn-secondary"}>
        {children}
      </button>
    </ItemForm>
  );
}
