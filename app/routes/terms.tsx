import type { Route } from "./+types/terms";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Terms and Conditions | Narmada Riverside Resort" }];
}

export default function Page() {
  return (
    <main className="container py-16">
      <h1 className="heading-1">Terms and Conditions</h1>
    </main>
  );
}
