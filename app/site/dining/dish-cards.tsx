import type { DiningCard } from "~/content/dining";
import { CardGrid } from "../sections/card-grid";
import { ImageCard } from "../sections/image-card";

/** Dishes as picture cards, each wearing the section's tag (a speciality, a chef's special). */
export function DishCards({ dishes, tag, columns }: { dishes: readonly DiningCard[]; tag: string; columns?: 2 | 3 }) {
  return (
    <CardGrid columns={columns}>
      {dishes.map((dish) => (
        <ImageCard key={dish.title} image={dish.image} title={dish.title} tag={tag}>
          <p>{dish.description}</p>
        </ImageCard>
      ))}
    </CardGrid>
  );
}
