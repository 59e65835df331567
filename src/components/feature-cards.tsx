import type { Icon } from "./sprite-icons";

export type FeatureText = { title: string; text: string };
export type Feature = FeatureText & { icon: Icon };

/** A page's features in its language, each under the icon at the same place: the icons do not change with it. */
export function withIcons(icons: readonly Icon[], texts: readonly FeatureText[]): Feature[] {
  if (icons.length !== texts.length) throw new Error(`${texts.length} features for ${icons.length} icons`);
  return texts.map((text, i) => ({ ...text, icon: icons[i] as Icon }));
}

/** The row of four cards that opens the events and service-area pages. */
export function FeatureCards({ features }: { features: Feature[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {features.map(({ icon: Icon, title, text }) => (
        <li key={title} data-reveal className="card p-6">
          <Icon aria-hidden="true" className="h-7 w-7 text-gold-ink" />
          <h2 className="mt-4 text-xl">{title}</h2>
          <p className="mt-2 leading-relaxed text-muted">{text}</p>
        </li>
      ))}
    </ul>
  );
}
