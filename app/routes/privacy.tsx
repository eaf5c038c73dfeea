import type { Route } from "./+types/privacy";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Privacy Policy | Narmada Riverside Resort" }];
}

export default function Page() {
  return (
    <main className="container py-16">
      <h1 className="heading-1">Privacy Policy</h1>
    </main>
  );
}
