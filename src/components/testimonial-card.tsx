import { isPlaceholder } from "~/config/placeholders";
import type { ReviewNotice, Testimonial } from "~/content/site-content.server";
import { Stars } from "./stars";

/** "2026-03-14" → "14/03/2026"; a blank stays the visible blank it is. */
function dateText(date: string): string {
  const [year, month, day] = date.split("-");
  return /^\d/.test(date) ? `${day}/${month}/${year}` : date;
}

/**
 * A customer's review as he gave it, with the date of the trip it is about and the date he gave it (Code de la
 * consommation D111-17). While the operator has not supplied it, every field is a
 * visible blank (content/testimonials.json) and the card says so by its dashed frame: nothing invented is
 * presented as a customer's words.
 */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const blank = isPlaceholder(testimonial.content);
  return (
    <figure
      className={`card flex h-full flex-col p-7 ${blank ? "border-2 border-dashed border-gold-ink/50 shadow-none" : ""}`}
    >
      {typeof testimonial.rating === "number" ? (
        <Stars rating={testimonial.rating} />
      ) : (
        <p className="text-sm font-medium text-gold-ink">{testimonial.rating}</p>
      )}
      <blockquote className={`mt-4 flex-1 leading-relaxed ${blank ? "text-muted italic" : "text-ink/85"}`}>
        <p>{blank ? testimonial.content : `«\u00a0${testimonial.content}\u00a0»`}</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-line pt-4">
        <span className="block font-semibold">{testimonial.name}</span>
        <span className="text-sm text-gold-ink">{testimonial.service}</span>
        <span className="mt-1 block text-xs text-muted">
          Trajet du {dateText(testimonial.tripDate)} · avis donné le {dateText(testimonial.date)}
        </span>
      </figcaption>
    </figure>
  );
}

/** Beside the reviews: how they are collected, whether they are checked, and the dates each one shows. */
export function ReviewNoticeText({ notice }: { notice: ReviewNotice }) {
  return (
    <p className="mx-auto mt-8 max-w-3xl text-center text-sm leading-relaxed text-muted">
      Comment nous recueillons ces avis&nbsp;: {notice.collected}. Vérification&nbsp;: {notice.checked}. Chaque avis
      indique la date du trajet dont il parle et celle à laquelle il a été donné, et ils sont présentés du plus récent
      au plus ancien.
    </p>
  );
}

/**
 * The reviews a page shows, one card each, then the notice of how they are collected and checked, which stands
 * beside them wherever they appear. `reveal`: the cards fade in as they scroll into view, as on the home page.
 */
export function TestimonialList({
  testimonials,
  notice,
  className,
  reveal = false,
}: {
  testimonials: Testimonial[];
  notice?: ReviewNotice;
  className: string;
  reveal?: boolean;
}) {
  return (
    <>
      <ul className={className}>
        {testimonials.map((t) => (
          <li key={t.name} data-reveal={reveal || undefined}>
            <TestimonialCard testimonial={t} />
          </li>
        ))}
      </ul>
      {notice && <ReviewNoticeText notice={notice} />}
    </>
  );
}
