import type { Route } from "./+types/fine-dining";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Fine Dining | Narmada Riverside Resort" }];
}

export default function Page() {
  return (
    <main className="container py-16">
      <h1 className="heading-1">Fine Dining</h1>
    </main>
  );
}
