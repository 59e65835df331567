import { CalendarDays, MapPin, Timer } from "./sprite-icons";
import { EventImage, fallbackFor } from "./event-image";
import { MarkedList } from "./marked-list";

/** One event as a card shows it, in the page's language. */
export type EventCardView = {
  name: string;
  image: string;
  imageAlt: string;
  category: string;
  categoryLabel: string;
  when: string;
  duration: string;
  place: string;
  description: string;
  highlights: string[];
};

/** The words around an event that are not the event's own: screen-reader labels and the booking link. */
export type EventCardWords = {
  when: string;
  duration: string;
  where: string;
  book: string;
  bookHref: string;
  bookSeparator: string;
};

/** An event card of the French and English events pages. */
export function EventCard({ event, words }: { event: EventCardView; words: EventCardWords }) {
  // Each fact is seen by its icon and heard by its label.
  const facts = [
    { icon: CalendarDays, label: words.when, value: event.when },
    { icon: Timer, label: words.duration, value: event.duration },
    { icon: MapPin, label: words.where, value: event.place },
  ];
  return (
    <li data-reveal className="card flex flex-col overflow-hidden">
      <EventImage name={event.name} image={event.image} alt={event.imageAlt} category={event.category} />
      <div className="flex flex-1 flex-col p-6">
        <span
          className="self-start rounded-full px-3 py-1 text-xs font-semibold text-white"
          style={{ backgroundColor: fallbackFor(event.category).color }}
        >
          {event.categoryLabel}
        </span>
        <h3 className="mt-4 text-2xl">{event.name}</h3>
        <dl className="mt-3 grid grid-cols-1 gap-1.5 text-sm text-muted">
          {facts.map(({ icon: Icon, label, value }) => (
            <div key={label}>
              <dt className="sr-only">{label}</dt>
              <dd className="flex items-center gap-2">
                <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-gold-ink" /> {value}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 leading-relaxed text-ink/85">{event.description}</p>
        <MarkedList
          items={event.highlights}
          mark={<span aria-hidden="true" className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-gold" />}
          className="mt-5 mb-6 grid gap-2 text-sm"
        />
        <a href={words.bookHref} className="btn-dark mt-auto w-full px-4! text-center text-sm!">
          {words.book}
          <span className="sr-only">
            {words.bookSeparator}
            {event.name}
          </span>
        </a>
      </div>
    </li>
  );
}
