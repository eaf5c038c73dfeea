import "@fontsource-variable/fraunces/index.css";
import "@fontsource-variable/inter/index.css";
import "virtual:uno.css";
import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { requestInfoContext, servicesContext } from "./context";

export async function loader({ context }: Route.LoaderArgs) {
  const { nonce, formToken } = context.get(requestInfoContext);
  const { publicConfig } = context.get(servicesContext);
  // formToken seeds server-rendered idempotency keys (D5); see RequestInfo.
  return { nonce, formToken, turnstileSiteKey: publicConfig.turnstileSiteKey };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = data?.nonce;
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0F6E6E" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="bg-cream font-sans text-ink antialiased">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Marks the document once React has hydrated, so browser tests click only live controls. */
function useHydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

export default function App() {
  useHydrationMarker();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="container py-16">
      <h1 className="heading-1">{notFound ? "Page not found" : "Something went wrong"}</h1>
      <p className="mt-4">
        {notFound
          ? "We could not find that page."
          : "Please try again in a moment, or call the hotel and we will help you directly."}
      </p>
    </main>
  );
}
