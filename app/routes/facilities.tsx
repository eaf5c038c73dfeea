import type { Route } from "./+types/facilities";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Our Facilities | Narmada Riverside Resort" }];
}

export default function Page() {
  return (
    <main className="container py-16">
      <h1 className="heading-1">Our Facilities</h1>
    </main>
  );
}
