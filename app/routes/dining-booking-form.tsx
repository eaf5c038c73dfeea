import type { Route } from "./+types/dining-booking-form";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Reserve a Table | Narmada Riverside Resort" }];
}

export default function Page() {
  return (
    <main className="container py-16">
      <h1 className="heading-1">Reserve a Table</h1>
    </main>
  );
}
