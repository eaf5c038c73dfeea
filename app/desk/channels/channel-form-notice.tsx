/** Why a form of one feed or address was refused, beside that form rather than at the top of a long page. */
export function ChannelFormNotice({ error }: { error: string | undefined }) {
  return error ? (
    <p role="alert" className="mt-2 rounded-md border-l-4 border-red-700 bg-white p-3 font-semibold text-red-800">
      {error}
    </p>
  ) : null;
}
