import { Check } from "./sprite-icons";
import { ContentIcon } from "./content-icon";
import { MarkedList } from "./marked-list";

export type ServiceCard = { id: string; title: string; description: string; features: string[]; icon: string };

/** The services grid of the French and English home pages: the same cards, each page's own words. */
export function ServiceCards({ services }: { services: ServiceCard[] }) {
  return (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {services.map((service) => (
        <li key={service.id} data-reveal className="card flex flex-col p-7">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-ink">
            <ContentIcon name={service.icon} className="h-5 w-5 text-gold" />
          </span>
          <h3 className="mt-5 text-xl">{service.title}</h3>
          <p className="mt-3 flex-1 leading-relaxed text-muted">{service.description}</p>
          <MarkedList
            items={service.features}
            mark={<Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-gold-ink" />}
            className="mt-5 space-y-2 border-t border-line pt-5 text-sm"
          />
        </li>
      ))}
    </ul>
  );
}
