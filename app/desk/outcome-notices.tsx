/** What the last desk action did (after its redirect), or why it was refused. */
export function OutcomeNotices({ done, error }: { done: string | null; error: string | undefined }) {
  return (
    <>
      {done ? (
        <p role="status" className="mt-4 rounded-md border-l-4 border-river-700 bg-white p-3 font-semibold">
          {done}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-4 rounded-md border-l-4 border-red-700 bg-white p-3 font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </>
  );
}
