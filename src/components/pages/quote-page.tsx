import { ArrowUp, BadgeEuro, Clock, Phone, ShieldCheck, Timer } from "../sprite-icons";
import type { ReactNode } from "react";
import { BookingIsland } from "~/components/booking-island";
import { type FeatureText, withIcons } from "~/components/feature-cards";
import { PageHero } from "~/components/page-hero";
import { Section } from "~/components/section";
import { ReviewNoticeText, TestimonialCard } from "~/components/testimonial-card";
import { phoneDisplay, telHref } from "~/config/site";
import type { ReviewNotice, Testimonial } from "~/content/site-content.server";
import type { Locale } from "~/lib/i18n";

/** The words of the quote page in one language. */
export type QuoteCopy = {
  hero: { eyebrow: string; title: string; lead: ReactNode };
  /** The form's anchor, which the "back to the form" link targets. */
  formId: string;
  /** Answer time, fixed price, no commitment, hours: in that order, each under its icon. */
  benefits: [FeatureText, FeatureText, FeatureText, FeatureText];
  /** `intro` speaks for the testimonials where the page shows none (they are written in French). */
  trust: { eyebrow: string; title: string; intro?: ReactNode; backToForm: string };
};

const benefitIcons = [Timer, BadgeEuro, ShieldCheck, Clock];

type QuotePageProps = { copy: QuoteCopy; locale: Locale; testimonials?: Testimonial[]; notice?: ReviewNotice };

/** The quote page of either language: the booking form beside what a quote promises, then why trust us. */
export function QuotePage({ copy, locale, testimonials, notice }: QuotePageProps) {
  return (
    <div data-scroll-top>
      <PageHero eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} image="devis-hero" />
      <Section tone="sand" eager>
        <div className="grid gap-10 lg:grid-cols-[1.2fr_0.8fr] lg:gap-14">
          <div id={copy.formId} className="scroll-mt-24">
            <BookingIsland idPrefix="devis" locale={locale} primary />
          </div>
          <ul className="grid content-start gap-4">
            {withIcons(benefitIcons, copy.benefits).map(({ icon: Icon, title, text }) => (
              <li key={title} className="card flex gap-4 p-5">
                <Icon aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-gold-ink" />
                <div>
                  <h2 className="font-sans text-base font-semibold">{title}</h2>
                  <p className="mt-1 text-sm leading-relaxed text-muted">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </Section>
      <Section tone="white">
        <div className={copy.trust.intro ? "mx-auto max-w-3xl text-center" : "text-center"}>
          <p className="eyebrow text-gold-ink">{copy.trust.eyebrow}</p>
          <h2 className="mt-3 text-3xl sm:text-4xl">{copy.trust.title}</h2>
          {copy.trust.intro && <p className="mt-5 text-lg leading-relaxed text-muted">{copy.trust.intro}</p>}
        </div>
        {testimonials && (
          <ul className="mt-12 grid gap-6 md:grid-cols-3">
            {testimonials.map((t) => (
              <li key={t.name}>
                <TestimonialCard testimonial={t} />
              </li>
            ))}
          </ul>
        )}
        {testimonials && notice && <ReviewNoticeText notice={notice} />}
        <div className={`${testimonials ? "mt-12" : "mt-10"} flex flex-col justify-center gap-3 sm:flex-row`}>
          <a href={telHref} className="btn-dark">
            <Phone aria-hidden="true" className="h-5 w-5" /> {phoneDisplay(locale)}
          </a>
          <a href={`#${copy.formId}`} className="btn-ghost-dark">
            <ArrowUp aria-hidden="true" className="h-4 w-4" /> {copy.trust.backToForm}
          </a>
        </div>
      </Section>
    </div>
  );
}
