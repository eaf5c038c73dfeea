import { useWords } from "~/i18n/words";
import type { FormMessages } from "./form-answer";

/**
 * A form's own messages with the shared intake words of the page's language (what to do about
 * marked fields, why a post was refused), as the form's action adds them on the server.
 */
export function useFormMessages(own: FormMessages): FormMessages {
  const intake = useWords("intake");
  return { ...own, checkFields: intake.checkFields, reasons: intake.reasons };
}
