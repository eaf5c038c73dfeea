/** Several paragraphs of copy, spaced apart, inside a block that sets their type. */
export function Paragraphs({ texts }: { texts: readonly string[] }) {
  return texts.map((text) => (
    <p key={text} className="mt-3 first:mt-0">
      {text}
    </p>
  ));
}
