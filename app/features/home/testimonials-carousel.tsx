import { Carousel } from "~/components/carousel";
import { Illustration } from "~/components/illustration";
import { carousels } from "~/content/carousels";
import { testimonials } from "~/content/testimonials";
import { HomeSection } from "./home-section";

/** Home page: the four guest testimonials. */
export function TestimonialsCarousel() {
  return (
    <HomeSection id="home-testimonials" eyebrow="Guest stories" title="What our guests say" band>
      <Carousel
        label="Guest testimonials"
        className="mt-12"
        {...carousels.testimonials}
        slideClassName="py-2"
        slides={testimonials.map((testimonial) => (
          <figure key={testimonial.id} className="card flex h-full flex-col p-6 md:p-8">
            <span aria-hidden="true" className="font-serif text-6xl leading-[0.6] text-saffron-300">
              “
            </span>
            <blockquote className="mt-4 flex-1 text-lg text-ink-700">
              <p>{testimonial.disc}</p>
            </blockquote>
            <figcaption className="mt-6 flex items-center gap-4">
              <Illustration image={testimonial.img} decorative className="h-14 w-14 rounded-pill" />
              <span>
                <span className="block font-semibold text-ink">{testimonial.name}</span>
                <span className="block text-sm text-ink-700">
                  {testimonial.stay}, {testimonial.from}
                </span>
              </span>
            </figcaption>
          </figure>
        ))}
      />
    </HomeSection>
  );
}
