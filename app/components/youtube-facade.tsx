import { useState } from "react";
import { useWords } from "~/i18n/words";
import type { ImageSource } from "../content/content-types";
import { Illustration } from "./illustration";
import { PlayMark } from "./play-mark";

interface YouTubeFacadeProps {
  videoId: string;
  /** The video's title: the button's and the iframe's accessible name. */
  title: string;
  poster: ImageSource;
  /** Load the player at once (when the guest's click already opened a dialog for it). */
  autoLoad?: boolean;
  className?: string;
}

/**
 * A third-party facade (product-rules.md: Third-party facades): a local poster and a play button;
 * YouTube (the privacy-enhanced domain) loads only after the guest asks for it, so no third-party
 * request happens on page load.
 */
export function YouTubeFacade({ videoId, title, poster, autoLoad = false, className = "" }: YouTubeFacadeProps) {
  const [loaded, setLoaded] = useState(autoLoad);
  const { video } = useWords("frame");
  const frame = "aspect-video w-full overflow-hidden rounded-md bg-ink";
  if (loaded) {
    return (
      <div className={`${frame} ${className}`}>
        <iframe
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          className="h-full w-full border-0"
        />
      </div>
    );
  }
  return (
    <button
      type="button"
      onClick={() => setLoaded(true)}
      className={`group relative block ${frame} focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-saffron-500 ${className}`}
    >
      <Illustration image={poster} decorative className="h-full w-full object-cover" />
      <PlayMark dim="bg-ink/25" hoverDim="group-hover:bg-ink/10" />
      <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink/80 px-4 pb-3 pt-8 text-left text-sm text-white">
        {video.play} {title} <span className="text-white/80">{video.loads}</span>
      </span>
    </button>
  );
}
