import type { Route } from "./+types/contact";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Contact Us | Narmada Riverside Resort" }];
}

export default function Page() {
  return (
    <main className="container py-16">
      <h1 className="heading-1">Contact Us</h1>
    </main>
  );
}
