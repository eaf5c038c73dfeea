import { Icon } from "~/components/icon";
import { fill, useWords } from "~/i18n/words";

/** Stars drawn for the eye; the rating read out as words ("Rated 4 out of 5"). */
export function StarRating({ rating }: { rating: number }) {
  const { rating: rated } = useWords("frame");
  return (
    <span role="img" aria-label={fill(rated, { rating })} className="inline-flex gap-0.5 text-saffron-700">
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} className={star <= rating ? "[&_svg]:fill-current" : "text-sand-300"}>
          <Icon name="star" className="h-4 w-4" />
        </span>
      ))}
    </span>
  );
}
