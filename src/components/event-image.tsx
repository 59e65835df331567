import { BookOpen, CalendarDays, Clapperboard, Guitar, Music, Palette, Trophy, type Icon } from "./sprite-icons";
import { Picture } from "~/components/picture";

/** The category drives the fallback's colour and icon. */
const fallbacks: Record<string, { color: string; icon: Icon }> = {
  Festival: { color: "#b42318", icon: Guitar },
  Sport: { color: "#1f7a3f", icon: Trophy },
  Cinéma: { color: "#1f4e9c", icon: Clapperboard },
  Classique: { color: "#6b3fa0", icon: Music },
  Art: { color: "#b8327a", icon: Palette },
  Culture: { color: "#c2570c", icon: BookOpen },
};
const other = { color: "#5b6270", icon: CalendarDays };

export function fallbackFor(category: string) {
  return fallbacks[category] ?? other;
}

/**
 * An event's artwork with its fallback pre-rendered hidden beside it: src/islands/chrome.ts swaps them if the
 * image fails, even before any framework would have loaded.
 */
export function EventImage({
  name,
  image,
  alt,
  category,
}: {
  name: string;
  image: string;
  alt: string;
  category: string;
}) {
  const { color, icon: Icon } = fallbackFor(category);
  return (
    <div data-event-media className="relative aspect-[3/2] overflow-hidden bg-night">
      <Picture
        name={image}
        alt={alt}
        eventName={name}
        sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
        className="h-full w-full object-cover"
      />
      <div
        data-event-fallback
        hidden
        className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center text-white"
        style={{ backgroundColor: color }}
      >
        <Icon aria-hidden="true" className="h-10 w-10" />
        <span className="font-display text-2xl">{name}</span>
      </div>
    </div>
  );
}
