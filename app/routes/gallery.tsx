import type { Route } from "./+types/gallery";

export function meta(_: Route.MetaArgs) {
  return [{ title: "Gallery | Narmada Riverside Resort" }];
}

export default function Page() {
  return (
    <main className="container py-16">
      <h1 className="heading-1">Gallery</h1>
    </main>
  );
}
