import type { Route } from "./+types/room-details";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Room details | Narmada Riverside Resort" }];
}

export default function Page() {
  return (
    <main className="container py-16">
      <h1 className="heading-1">Room details</h1>
    </main>
  );
}
