import type { Route } from "./+types/join-now";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Join Now | Narmada Riverside Resort" }];
}

export default function Page() {
  return (
    <main className="container py-16">
      <h1 className="heading-1">Join Now</h1>
    </main>
  );
}
