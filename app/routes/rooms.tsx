import type { Route } from "./+types/rooms";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Rooms & Suites | Narmada Riverside Resort" }];
}

export default function Page() {
  return (
    <main className="container py-16">
      <h1 className="heading-1">Rooms & Suites</h1>
    </main>
  );
}
