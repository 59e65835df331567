import type { Testimonial } from "~/content/site-content.server";
import { Stars } from "./stars";

export function TestimonialCard({
  testimonial,
}: {
  testimonial: Pick<Testimonial, "name" | "content" | "rating" | "service">;
}) {
  return (
    <figure className="card flex h-full flex-col p-7">
      <Stars rating={testimonial.rating} />
      <blockquote className="mt-4 flex-1 leading-relaxed text-ink/85">
        <p>« {testimonial.content} »</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-line pt-4">
        <span className="block font-semibold">{testimonial.name}</span>
        <span className="text-sm text-gold-ink">{testimonial.service}</span>
      </figcaption>
    </figure>
  );
}
