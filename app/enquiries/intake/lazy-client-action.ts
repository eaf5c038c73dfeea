/**
 * A guest form route's `clientAction`, its code fetched with the first send rather than with the
 * page: React Router's boot script imports a route's clientAction up front, and the home page's
 * first download has a budget (docs/performance.md). The form that waits for the answer loads the
 * same module, so both meet in one `waiting` map.
 */
export async function clientAction(args: { request: Request; serverAction: () => Promise<unknown> }) {
  const { answerInPlace } = await import("./form-client-action");
  return answerInPlace(args);
}
