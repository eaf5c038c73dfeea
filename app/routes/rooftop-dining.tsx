import type { Route } from "./+types/rooftop-dining";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Rooftop Bar | Narmada Riverside Resort" }];
}

export default function Page() {
  return (
    <main className="container py-16">
      <h1 className="heading-1">Rooftop Bar</h1>
    </main>
  );
}
