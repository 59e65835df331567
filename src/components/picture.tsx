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
        // The hero stays `sync`: decoded asynchronously it was painted a frame or more after the first paint, and on
        // a busy machine Lighthouse's largest paint on the quote page went from 1.0-1.1 s to 1.05-1.66 s (decision 230).
        decoding={priority ? "sync" : "async"}
        data-event-image={eventName}
      />
    </picture>
  );
}
