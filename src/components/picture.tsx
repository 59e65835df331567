import { preload } from "react-dom";
import { fallbackSrc, imageKinds, kindOf, srcSet } from "~/lib/images";

type PictureProps = {
  name: string;
  alt: string;
  sizes: string;
  className?: string;
  /** The page's largest image above the fold: loaded first, never lazily. */
  priority?: boolean;
  /** Marks an event's image for the fallback swap (src/islands/chrome.ts). */
  eventName?: string;
};

export function Picture({ name, alt, sizes, className, priority = false, eventName }: PictureProps) {
  const kind = imageKinds[kindOf(name)];
  // The largest image above the fold is announced in the head, before the parser reaches the <picture>:
  // React renders this as <link rel="preload" as="image" imagesrcset imagesizes>, AVIF only (browsers that
  // cannot decode it skip a preload of that type and take the WebP source).
  if (priority)
    preload(fallbackSrc(name, "avif"), {
      as: "image",
      type: "image/avif",
      imageSrcSet: srcSet(name, "avif"),
      imageSizes: sizes,
      fetchPriority: "high",
    });
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(name, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(name, "webp")} sizes={sizes} />
      <img
        src={fallbackSrc(name)}
        width={kind.width}
        height={kind.height}
        alt={alt}
        className={className}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        // Decoded off the main thread, the hero too: `sync` made the first frame wait for its decode on the
        // main thread; the picture is preloaded, so it is decoded by the time it is painted (decision 230).
        decoding="async"
        data-event-image={eventName}
      />
    </picture>
  );
}
