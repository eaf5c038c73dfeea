import { isRouteErrorResponse, Link, Outlet, useRouteError, useRouteLoaderData } from "react-router";
import { requireStaff, staffOf } from "~/desk/desk-context.server";
import { DeskShell } from "~/desk/desk-shell";
import type { Route } from "./+types/admin";

/** No desk page, resource or action runs for a request that did not sign in. */
export const middleware: Route.MiddlewareFunction[] = [requireStaff];

/** The front desk's frame (product-rules.md: The front desk): every /admin page renders inside it. */
export async function loader({ context }: Route.LoaderArgs) {
  const { staff, config } = staffOf(context);
  return { staff, mode: config.origin.mode };
}

export const meta: Route.MetaFunction = () => [
  { title: "Front desk" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function DeskLayout({ loaderData }: Route.ComponentProps) {
  return (
    <DeskShell staff={loaderData.staff}>
      <Outlet />
    </DeskShell>
  );
}

/**
 * Desk errors stay on the desk, inside its frame once the member of staff is known; a refused sign-in
 * shows no frame and no data at all.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const desk = useRouteLoaderData<typeof loader>("desk/admin");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    status === 401
      ? "Sign in through Cloudflare Access to use the front desk."
      : status === 404
        ? "There is nothing at this address on the front desk."
        : "The front desk could not show this page. Try again in a moment.";
  const body = (
    <>
      <h1 className="heading-2">{status === 404 ? "Not found" : "Front desk"}</h1>
      <p className="mt-4 text-lg">{message}</p>
      {status === 401 ? null : (
        <Link to="/admin" className="btn-secondary mt-6">
          Back to today
        </Link>
      )}
    </>
  );
  if (desk) return <DeskShell staff={desk.staff}>{body}</DeskShell>;
  return (
    <main id="content" className="mx-auto max-w-xl px-4 py-12">
      {body}
    </main>
  );
}
