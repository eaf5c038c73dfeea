import type { DeskFormFailure } from "./desk-form-post";

/** Why a form of one item (a room, a feed, an address) was refused, beside that form rather than at the top of a long page. */
export function FormNotice({ error }: { error: string | undefined }) {
  return error ? (
    <p role="alert" className="mt-2 rounded-md border-l-4 border-red-700 bg-white p-3 font-semibold text-red-800">
      {error}
    </p>
  ) : null;
}

/** A refusal no field of the form is marked for, which the form's notice then says. */
export const unmarkedError = (failure: DeskFormFailure | null) =>
  failure && Object.keys(failure.fields).length === 0 ? failure.error : undefined;
