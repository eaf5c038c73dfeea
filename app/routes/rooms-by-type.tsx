import type { Route } from "./+types/rooms-by-type";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Rooms | Narmada Riverside Resort" }];
}

export default function Page() {
  return (
    <main className="container py-16">
      <h1 className="heading-1">Rooms</h1>
    </main>
  );
}
