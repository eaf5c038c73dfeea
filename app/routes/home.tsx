import type { Route } from "./+types/home";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Narmada Riverside Resort, Omkareshwar | Narmada Riverside Resort" }];
}

export default function Page() {
  return (
    <main className="container py-16">
      <h1 className="heading-1">Narmada Riverside Resort, Omkareshwar</h1>
    </main>
  );
}
