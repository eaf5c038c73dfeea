import { Icon } from "./icon";

interface PlayMarkProps {
  /** How dark the poster is dimmed, and how much lighter when the button is hovered (Tailwind classes). */
  dim: string;
  hoverDim: string;
  /** The round button grows a little on hover (the home page's larger poster). */
  grows?: boolean;
}

/**
 * The play mark laid over a video's poster inside its button (`group`): the poster dimmed, and the
 * round saffron play button at its centre.
 */
export function PlayMark({ dim, hoverDim, grows = false }: PlayMarkProps) {
  return (
    <span className={`absolute inset-0 grid place-items-center ${dim} transition-colors ${hoverDim}`}>
      <span
        className={`grid h-18 w-18 place-items-center rounded-pill bg-saffron-700 text-white shadow-lift${grows ? " transition-transform group-hover:scale-105" : ""}`}
      >
        <Icon name="play" className="ml-1 h-8 w-8" />
      </span>
    </span>
  );
}
