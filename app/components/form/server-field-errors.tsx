import { type ReactNode, createContext, useContext, useState } from "react";

/**
 * Field messages the server sent back (the action's answer). They show beside the fields before
 * hydration too, because the server renders them; `answerId` changes with every answer so a
 * field hides an old message once the guest edits it and shows a new answer's message again.
 */
interface ServerFieldErrorsValue {
  errors: Readonly<Record<string, string>>;
  answerId: string | number | null;
}

const ServerFieldErrorsContext = createContext<ServerFieldErrorsValue>({ errors: {}, answerId: null });

export function ServerFieldErrors({
  errors,
  answerId,
  children,
}: ServerFieldErrorsValue & { children: ReactNode }) {
  return <ServerFieldErrorsContext value={{ errors, answerId }}>{children}</ServerFieldErrorsContext>;
}

/** The server's message for `name`, until the guest edits the field. */
export function useServerFieldError(name: string): { message: string | undefined; markEdited: () => void } {
  const { errors, answerId } = useContext(ServerFieldErrorsContext);
  // The answer the guest last edited this field after; a fresh answer shows its messages again.
  const [editedAnswer, setEditedAnswer] = useState<string | number | null | undefined>(undefined);
  const message = editedAnswer === answerId ? undefined : errors[name];
  return { message, markEdited: () => setEditedAnswer(answerId) };
}
