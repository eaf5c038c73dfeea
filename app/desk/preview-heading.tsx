/**
 * The heading over what guests will see once it is saved, shown before it is: so nobody takes a
 * preview for the live site. `level` keeps the page's outline.
 */
export function PreviewHeading({ id, level, className = "heading-3" }: { id: string; level: "h2" | "h3"; className?: string }) {
  const Heading = level;
  return (
    <Heading id={id} className={className}>
      Preview, not saved yet
    </Heading>
  );
}
