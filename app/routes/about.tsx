import type { Route } from "./+types/about";

export function meta(_: Route.MetaArgs) {
  return [{ title: "About | Narmada Riverside Resort" }];
}

export default function Page() {
  return (
    <main className="container py-16">
      <h1 className="heading-1">About</h1>
    </main>
  );
}
