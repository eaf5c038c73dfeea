import type { Route } from "./+types/faq";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Frequently Asked Questions | Narmada Riverside Resort" }];
}

export default function Page() {
  return (
    <main className="container py-16">
      <h1 className="heading-1">Frequently Asked Questions</h1>
    </main>
  );
}
