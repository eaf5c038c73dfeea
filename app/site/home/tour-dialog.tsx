import { Link } from "react-router";
import { Carousel } from "~/components/carousel";
import { Illustration } from "~/components/illustration";
import type { ImageSource } from "~/content/content-types";
import { Modal } from "~/components/modal";
import { YouTubeFacade } from "~/components/youtube-facade";
import { hotel } from "~/content/hotel";
import { linkInLang } from "~/i18n/hindi-pages";
import { fill, useLang, useWords } from "~/i18n/words";

/** The tour's poster: shown as decoration beside the words that name it, so it has no alternative text. */
export const tourPoster: ImageSource = {
  src: "/illustrations/video-preview.svg",
  width: 1280,
  height: 720,
  alt: "",
};

interface TourDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * "Take a tour" / Book A Room video: the tour video in a dialog (product-rules.md: Third-party
 * facades; YouTube loads only because the guest asked). Until the hotel has a video (identity
 * config), an honest picture tour.
 */
export function TourDialog({ open, onClose }: TourDialogProps) {
  const w = useWords("home").tour;
  const lang = useLang();
  const { youtubeId } = hotel.tourVideo;
  const title = fill(w.title, { title: hotel.tourVideo.title, hotel: hotel.shortName });
  return (
    <Modal open={open} onClose={onClose} title={title} size="lg">
      {youtubeId ? (
        <YouTubeFacade videoId={youtubeId} title={title} poster={tourPoster} autoLoad />
      ) : (
        <>
          <p className="text-ink-700">{w.intro}</p>
          <Carousel
            label={w.label}
            className="mt-4"
            arrows
            dots
            slides={w.stops.map((stop) => (
              <figure key={stop.caption}>
                <Illustration
                  image={{ src: stop.src, width: 600, height: 600, alt: stop.alt }}
                  className="mx-auto aspect-square h-auto w-full max-w-md rounded-md object-cover"
                />
                <figcaption className="mt-2 text-center font-medium">{stop.caption}</figcaption>
              </figure>
            ))}
          />
          <p className="mt-4 text-center">
            <Link to={linkInLang("/Gallery", lang)} onClick={onClose} className="font-semibold text-river-700 underline underline-offset-2">
              {w.gallery}
            </Link>
          </p>
        </>
      )}
    </Modal>
  );
}
