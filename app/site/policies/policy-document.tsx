import { Link } from "react-router";
import { linkInLang } from "~/i18n/hindi-pages";
import { useLang, useWords } from "~/i18n/words";

/**
 * A legal text with a table of contents: numbered sections with anchors, readable line length,
 * and a link to the other policy, in the page's language (the route sends its `policyPage` words).
 */
export function PolicyDocumentView() {
  const { document, related, contents, seeAlso } = useWords("policyPage");
  const lang = useLang();
  return (
    <div className="container grid gap-10 py-12 md:py-16 lg:grid-cols-[18rem_1fr] lg:items-start">
      <nav aria-labelledby="policy-contents" className="rounded-lg bg-white p-6 shadow-card lg:sticky lg:top-28">
        <h2 id="policy-contents" className="font-serif text-lg font-semibold">
          {contents}
        </h2>
        <ol className="mt-3 list-none space-y-1 p-0 text-sm">
          {document.sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="flex gap-2 rounded-sm py-1 text-ink-700 hover:text-river-700 hover:underline focus-visible:outline-2 focus-visible:outline-river-700"
              >
                <span className="w-5 shrink-0 tabular-nums text-ink-500">{index + 1}.</span>
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
        <p className="mt-5 border-t border-sand-200 pt-4 text-sm">
          {seeAlso}{" "}
          <Link to={linkInLang(related.to, lang)} className="font-semibold text-river-700 underline underline-offset-2">
            {related.label}
          </Link>
        </p>
      </nav>
      <article className="max-w-3xl">
        <p className="text-xl leading-relaxed text-ink-700">{document.intro}</p>
        {document.sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10 scroll-mt-28">
            <h2 id={`${section.id}-heading`} className="heading-3 flex gap-3">
              <span className="text-saffron-800">{index + 1}.</span>
              {section.heading}
            </h2>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph} className="mt-3 text-lg leading-relaxed text-ink-700">
                {paragraph}
              </p>
            ))}
            {section.items ? (
              <ul className="mt-3 list-disc space-y-2 pl-6 text-lg leading-relaxed text-ink-700 marker:text-saffron-700">
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </article>
    </div>
  );
}
