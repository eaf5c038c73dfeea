import { useRouteLoaderData } from "react-router";
import type { loader } from "./root-loader.server";

/**
 * The root loader's data (Turnstile site key, form token, the hotel's today, the banner),
 * typed from the loader itself. Undefined only where the root loader has not run (a component
 * rendered outside the app, as in some tests).
 */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}
