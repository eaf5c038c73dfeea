import type { Route } from "./+types/booking-form";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Book Your Stay | Narmada Riverside Resort" }];
}

export default function Page() {
  return (
    <main className="container py-16">
      <h1 className="heading-1">Book Your Stay</h1>
    </main>
  );
}
