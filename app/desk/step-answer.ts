import { data } from "react-router";

/**
 * What a desk form in steps (a new booking, a change to one) answers each button with: the form's
 * values to show again, the price so far, the fields at fault and the page's one error.
 */
export interface StepAnswer<Quote> {
  values: Record<string, string>;
  quote: Quote | null;
  errors: Record<string, string>;
  error: string | null;
}

export const stepAnswer = <Quote>(body: StepAnswer<Quote>, status = 200) => data(body, { status });
