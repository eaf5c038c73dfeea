import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { whenEveryPartHydrated } from "./components/deferred";
import { discoveryAwareFetch } from "./route-discovery";

// React Router's own entry, with one change: the router's requests for the routes behind the
// page's links wait until every part of the page has hydrated (app/route-discovery.ts).
const routerFetch = discoveryAwareFetch(whenEveryPartHydrated);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter unstable_fetch={routerFetch} />
    </StrictMode>,
  );
});
