import { type ComponentType, type PropsWithChildren, type ReactNode, type RefObject, useEffect, useState } from "react";
import { Form } from "react-router";
import { ServerFieldErrors } from "~/components/form/server-field-errors";
import { TurnstileWidget, useTurnstileSiteKey } from "~/components/turnstile-widget";
import { FormStatus } from "./form-status";
import type { FormAnswer } from "./form-answer";

/** The parts of `useIntakeForm`'s result the frame needs, whatever the form's values are. */
export interface IntakeFormFrame {
  form: { AppForm: ComponentType<PropsWithChildren> };
  submit(): Promise<void>;
  answer: FormAnswer | null;
  formRef: RefObject<HTMLFormElement | null>;
  idempotency: { inputProps: { id: string; type: "hidden"; name: string; value: string } };
  formName: string;
  toasts: boolean;
  prepare: () => void;
}

interface IntakeFormProps {
  intake: IntakeFormFrame;
  /** The accessible name of the form (usually the id of its heading). */
  labelledBy?: string;
  /** Posts here before hydration; defaults to the current route's action. */
  action?: string;
  className?: string;
  /**
   * Return false to ignore a submit (the newsletter ignores an empty field, as the original site
   * did).
   */
  shouldSubmit?: (form: HTMLFormElement) => boolean;
  children: ReactNode;
}

/**
 * The frame of every guest form: the React Router form (so it posts without JavaScript), the
 * attempt's idempotency key, Turnstile when configured, the server's field messages and the
 * outcome message.
 */
export function IntakeForm({ intake, labelledBy, action, className, shouldSubmit, children }: IntakeFormProps) {
  const siteKey = useTurnstileSiteKey();
  const [engaged, setEngaged] = useState(false);
  // Marks the form live once React owns it (a page may hydrate parts of itself later); tests wait for it.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const { form, answer } = intake;
  return (
    <Form
      ref={intake.formRef}
      method="post"
      action={action}
      noValidate
      data-hydrated={live ? "true" : undefined}
      aria-labelledby={labelledBy}
      className={className}
      onFocus={() => {
        setEngaged(true);
        intake.prepare();
      }}
      onSubmit={(event) => {
        event.preventDefault();
        event.stopPropagation();
        if (shouldSubmit && !shouldSubmit(event.currentTarget)) return;
        void intake.submit();
      }}
    >
      <input {...intake.idempotency.inputProps} />
      <ServerFieldErrors errors={answer?.fieldErrors ?? {}} answerId={answer?.answerId ?? null}>
        <form.AppForm>
          {children}
          <TurnstileWidget siteKey={siteKey} resetKey={answer?.answerId} action={intake.formName} active={engaged} />
          <FormStatus answer={answer} live={!intake.toasts} />
        </form.AppForm>
      </ServerFieldErrors>
    </Form>
  );
}
