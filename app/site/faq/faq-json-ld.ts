import type { FaqItem } from "~/content/faq";

/**
 * schema.org FAQPage for search engines (product-rules.md: SEO), from the same items the page
 * shows.
 */
export function faqJsonLd(items: readonly FaqItem[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer.join(" ") },
    })),
  };
}
