import { ContentIcon } from "~/components/content-icon";
import { GoogleRatingText } from "~/components/google-rating";
import { Section, SectionHeading } from "~/components/section";
import { TestimonialList } from "~/components/testimonial-card";
import type { GoogleRating } from "~/content/google-rating";
import type { Extra, ReviewNotice, Testimonial } from "~/content/site-content.server";

type TestimonialsProps = { testimonials: Testimonial[]; notice: ReviewNotice; rating: GoogleRating };

/**
 * The French home page's own sections: its testimonials and extras are written in French. The rating is
 * Google's; the reviews below it are the ones customers gave the business (content/testimonials.json).
 */
export function TestimonialsSection({ testimonials, notice, rating }: TestimonialsProps) {
  return (
    <Section id="temoignages" tone="white">
      <SectionHeading
        eyebrow="Témoignages"
        title="Ils voyagent avec nous"
        lead={
          <p>
            Note moyenne de <GoogleRatingText rating={rating} locale="fr" />. Ci-dessous, quelques mots de nos clients.
          </p>
        }
      />
      <TestimonialList
        testimonials={testimonials}
        notice={notice}
        className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3"
        reveal
      />
    </Section>
  );
}

export function ExtrasSection({ extras }: { extras: Extra[] }) {
  return (
    <Section id="petits-plus">
      <div className="grid gap-12 lg:grid-cols-[0.8fr_1.2fr]">
        <SectionHeading
          eyebrow="Les petits plus"
          title="Les attentions qui font la différence"
          lead={<p>À bord, tout est prêt avant votre arrivée : il ne vous reste qu’à vous installer.</p>}
        />
        <ul className="grid gap-x-8 gap-y-8 sm:grid-cols-2">
          {extras.map((extra) => (
            <li key={extra.title} data-reveal className="flex gap-4">
              <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-gold/50">
                <ContentIcon name={extra.icon} className="h-5 w-5 text-gold-ink" />
              </span>
              <div>
                <h3 className="font-sans text-base font-semibold">{extra.title}</h3>
                <p className="mt-1 leading-relaxed text-muted">{extra.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
