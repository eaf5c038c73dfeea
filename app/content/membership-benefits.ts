import type { Feature } from "./content-types";

/** The member benefits beside /joinNow's sign-in panel (as on the original site). */
export const membershipBenefits: readonly Feature[] = [
  {
    title: "Exclusive member rates",
    description: "Lower room rates than our public prices, every time you stay.",
  },
  {
    title: "Dining and spa offers",
    description: "Member-only savings at our restaurants and, once it opens, at the spa.",
  },
  {
    title: "Minimum 4% reward coins",
    description: "Earn at least 4% of every eligible stay back as reward coins.",
  },
  {
    title: "Earn and redeem",
    description: "Collect coins on stays and spend them on your next visit.",
  },
];
