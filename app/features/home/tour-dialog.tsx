import { Link } from "react-router";
import { Carousel } from "~/components/carousel";
import { Illustration, type ImageSource } from "~/components/illustration";
import { Modal } from "~/components/modal";
import { YouTubeFacade } from "~/components/youtube-facade";
import { hotel } from "~/content/hotel";

export const tourPoster: ImageSource = {
  src: "/illustrations/video-preview.svg",
  width: 1280,
  height: 720,
  alt: "The resort on the river bank at sunset",
};

const TOUR_STOPS: { image: ImageSource; caption: string }[] = [
  { image: { src: "/illustrations/social/post-5.svg", width: 600, height: 600, alt: "Sunrise over the Narmada and Mandhata island" }, caption: "Morning on the Narmada" },
  { image: { src: "/illustrations/social/post-3.svg", width: 600, height: 600, alt: "A made double bed in a warm room" }, caption: "A Deluxe Room, ready for you" },
  { image: { src: "/illustrations/social/post-2.svg", width: 600, height: 600, alt: "A vegetarian thali" }, caption: "A pure-vegetarian thali" },
  { image: { src: "/illustrations/social/post-6.svg", width: 600, height: 600, alt: "A wedding mandap on the lawn" }, caption: "The marriage garden at night" },
  { image: { src: "/illustrations/social/post-1.svg", width: 600, height: 600, alt: "The evening aarti on the ghats" }, caption: "Evening aarti on the ghats" },
];

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
  const { youtubeId, title } = hotel.tourVideo;
  return (
    <Modal open={open} onClose={onClose} title={title} size="lg">
      {youtubeId ? (
        <YouTubeFacade videoId={youtubeId} title={title} poster={tourPoster} autoLoad />
      ) : (
        <>
          <p className="text-ink-700">
            Our filmed tour is on its way. Until then, a short walk through the resort in pictures.
          </p>
          <Carousel
            label="Picture tour"
            className="mt-4"
            arrows
            dots
            slides={TOUR_STOPS.map((stop) => (
              <figure key={stop.caption}>
                <Illustration image={stop.image} className="mx-auto aspect-square h-auto w-full max-w-md rounded-md object-cover" />
                <figcaption className="mt-2 text-center font-medium">{stop.caption}</figcaption>
              </figure>
            ))}
          />
          <p className="mt-4 text-center">
            <Link to="/Gallery" onClick={onClose} className="font-semibold text-river-700 underline underline-offset-2">
              See the full gallery
            </Link>
          </p>
        </>
      )}
    </Modal>
  );
}
