import type { Route } from "./+types/casual-dining";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Casual Dining | Narmada Riverside Resort" }];
}

export default function Page() {
  return (
    <main className="container py-16">
      <h1 className="heading-1">Casual Dining</h1>
    </main>
  );
}
