import type { Route } from "./+types/spa";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Spa & Wellness | Narmada Riverside Resort" }];
}

export default function Page() {
  return (
    <main className="container py-16">
      <h1 className="heading-1">Spa & Wellness</h1>
    </main>
  );
}
