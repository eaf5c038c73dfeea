/**
 * What the home page's guest section says until staff add real reviews on the desk
 * (product-rules.md: Reviews and social posts): the kinds of stay the hotel is made for, in the
 * hotel's own words. No names, portraits or quotation marks: these are not anyone's review. In
 * Hindi in `testimonials.hi.ts`; the home page's loader sends the page's language's.
 */
export interface StayExample {
  id: number;
  /** The kind of stay. */
  title: string;
  /** What the hotel offers it, in the hotel's voice. */
  text: string;
}

export const stayExamples: readonly StayExample[] = [
  {
    id: 1,
    title: "A family pilgrimage",
    text: "Darshan with parents and children: quiet, clean rooms, the Omkareshwar Jyotirlinga ten minutes away by car, and a vegetarian thali at dinner that tastes like home.",
  },
  {
    id: 2,
    title: "A business stay",
    text: "A dealer meet or a team offsite in the conference hall: Wi-Fi that holds all day, a hall ready before you are, and rooms a short walk away.",
  },
  {
    id: 3,
    title: "A road trip with friends",
    text: "Back from the Parikrama to a cool room and a hot meal, with easy parking and the front desk's word on which ghat to walk to for the evening aarti.",
  },
  {
    id: 4,
    title: "A family wedding",
    text: "Pheras on the lawn by the river, rooms for the elders close to the temple, and a team used to looking after two hundred guests.",
  },
];
