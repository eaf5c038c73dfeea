import type { Route } from "./+types/swimming-pool";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Swimming Pool | Narmada Riverside Resort" }];
}

export default function Page() {
  return (
    <main className="container py-16">
      <h1 className="heading-1">Swimming Pool</h1>
    </main>
  );
}
