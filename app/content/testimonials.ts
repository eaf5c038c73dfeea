import type { ImageSource } from "../components/illustration";

/**
 * A guest testimonial, shaped as on the original site: id, name, disc (the guest's words), img;
 * plus where and why they came.
 */
export interface Testimonial {
  id: number;
  name: string;
  /** The guest's words (the original site calls this field `disc`). */
  disc: string;
  img: ImageSource;
  from: string;
  stay: string;
}

const portrait = (n: number, alt: string): ImageSource => ({
  src: `/illustrations/people/guest-${n}.svg`,
  width: 160,
  height: 160,
  alt,
});

/**
 * The home page's fixed list of four. Operator: these are starter texts written from what the
 * hotel offers; replace them with real guests' words (and their consent) before launch.
 */
export const testimonials: readonly Testimonial[] = [
  {
    id: 1,
    name: "Meera Joshi",
    from: "Pune",
    stay: "Family pilgrimage",
    disc: "We came for darshan with my parents and the children. The room was spotless and quiet, the temple was only ten minutes away, and the thali at dinner tasted like home.",
    img: portrait(1, "Portrait of Meera Joshi"),
  },
  {
    id: 2,
    name: "Ramesh Kulkarni",
    from: "Indore",
    stay: "Business stay",
    disc: "I hosted a two-day dealer meet in the conference hall. The Wi-Fi held all day, the hall was ready before we were, and my guests could simply walk to their rooms.",
    img: portrait(2, "Portrait of Ramesh Kulkarni"),
  },
  {
    id: 3,
    name: "Harpreet Singh",
    from: "Ludhiana",
    stay: "Road trip with friends",
    disc: "After the Parikrama we came back to a cool room and a hot meal. Parking was easy, and the staff told us which ghat to walk to for the evening aarti.",
    img: portrait(3, "Portrait of Harpreet Singh"),
  },
  {
    id: 4,
    name: "Sunita Verma",
    from: "Bhopal",
    stay: "Family wedding",
    disc: "My niece's wedding on the lawn was beautiful. The team looked after two hundred guests without any fuss, and the elders loved staying so close to the temple.",
    img: portrait(4, "Portrait of Sunita Verma"),
  },
];
