import { isRouteErrorResponse, useRouteError } from "react-router";

/**
 * A desk page's error boundary: upstream, the hotel's own system keeps what the page changes, and
 * the loader answers 404 with why; the page says so in the desk's frame. Any other error goes on up.
 */
export function UpstreamError({ heading }: { heading: string }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404 && typeof error.data === "string") {
    return (
      <>
        <h1 className="heading-2">{heading}</h1>
        <p className="mt-4 text-lg">{error.data}</p>
      </>
    );
  }
  throw error;
}
