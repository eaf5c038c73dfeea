import type { Route } from "./+types/gym";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Fitness Center | Narmada Riverside Resort" }];
}

export default function Page() {
  return (
    <main className="container py-16">
      <h1 className="heading-1">Fitness Center</h1>
    </main>
  );
}
