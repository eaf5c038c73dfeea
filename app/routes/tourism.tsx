import type { Route } from "./+types/tourism";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Omkareshwar Tourism | Narmada Riverside Resort" }];
}

export default function Page() {
  return (
    <main className="container py-16">
      <h1 className="heading-1">Omkareshwar Tourism</h1>
    </main>
  );
}
