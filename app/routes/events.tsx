import type { Route } from "./+types/events";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Events & Meetings | Narmada Riverside Resort" }];
}

export default function Page() {
  return (
    <main className="container py-16">
      <h1 className="heading-1">Events & Meetings</h1>
    </main>
  );
}
