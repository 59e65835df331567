import {
  ArrowRight,
  BadgeCheck,
  Car,
  Clock,
  Hourglass,
  MoonStar,
  Plane,
  Route as RouteIcon,
  TrainFront,
} from "../sprite-icons";
import { PageHero } from "~/components/page-hero";
import { Section, SectionHeading } from "~/components/section";
import { type FareGrid, formatEuros } from "~/lib/fares";
import type { Locale } from "~/lib/i18n";
import { faresPageText } from "./fares-page.text";

export type FaresData = Pick<FareGrid, "otherTrips" | "supplements" | "hourly" | "vehicles" | "waiting"> & {
  towns: { town: string; slug: string; airport?: number; station?: number }[];
};

/** Only the French page links each town to its own page: the town pages are French. */
const TOWN_PAGE: Partial<Record<Locale, string>> = { fr: "/chauffeur-prive-" };

/** The grid of content/fares.json as a page, pre-rendered in either language: what every indicative fare comes from. */
export function FaresPage({ data, locale }: { data: FaresData; locale: Locale }) {
  const t = faresPageText[locale];
  const townPage = TOWN_PAGE[locale];
  const cell = (amount: number | undefined) => (amount === undefined ? t.onQuote : formatEuros(amount, locale));
  const cards = [
    { icon: RouteIcon, title: t.between, text: t.betweenText(data.otherTrips, data.towns.length) },
    { icon: Clock, title: t.hourlyTitle, text: t.hourlyText(data.hourly) },
    { icon: MoonStar, title: t.nightTitle, text: t.nightText(data.supplements) },
    { icon: Hourglass, title: t.waitingTitle, text: t.waitingText },
  ];
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={<p>{t.lead}</p>} />
      <Section tone="light">
        <SectionHeading eyebrow={t.flatEyebrow} title={t.flatTitle} lead={<p>{t.flatLead}</p>} />
        <div className="card mt-10 overflow-hidden">
          <table className="w-full border-collapse text-left">
            <caption className="sr-only">{t.caption}</caption>
            <thead className="bg-ink text-ivory">
              <tr>
                <th scope="col" className="px-4 py-3 text-sm font-semibold sm:px-6">
                  {t.town}
                </th>
                <th scope="col" className="px-4 py-3 text-right text-sm font-semibold sm:px-6">
                  <Plane aria-hidden="true" className="mr-1.5 inline h-4 w-4 text-gold" />
                  {t.airport}
                </th>
                <th scope="col" className="px-4 py-3 text-right text-sm font-semibold sm:px-6">
                  <TrainFront aria-hidden="true" className="mr-1.5 inline h-4 w-4 text-gold" />
                  {t.station}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.towns.map((town) => (
                <tr key={town.slug} className="border-t border-line odd:bg-white even:bg-ivory">
                  <th scope="row" className="px-4 py-2.5 font-medium sm:px-6">
                    {townPage ? (
                      <a href={`${townPage}${town.slug}`} className="hover:text-gold-ink hover:underline">
                        {town.town}
                      </a>
                    ) : (
                      town.town
                    )}
                  </th>
                  <td className="px-4 py-2.5 text-right whitespace-nowrap tabular-nums sm:px-6">
                    {cell(town.airport)}
                  </td>
                  <td className="px-4 py-2.5 text-right whitespace-nowrap tabular-nums sm:px-6">
                    {cell(town.station)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="mt-10 flex gap-4 rounded-2xl border border-gold/50 bg-white p-6">
          <Car aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-gold-ink" />
          <div>
            <h3 className="font-sans text-lg font-semibold">{t.groupsTitle}</h3>
            <ul className="mt-2 space-y-1 leading-relaxed text-muted">
              {t.groups(data.vehicles).map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        </div>
      </Section>
      <Section tone="white">
        <SectionHeading eyebrow={t.otherEyebrow} title={t.otherTitle} />
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {cards.map(({ icon: Icon, title, text }) => (
            <li key={title} className="card p-6">
              <Icon aria-hidden="true" className="h-6 w-6 text-gold-ink" />
              <h3 className="mt-4 font-sans text-lg font-semibold">{title}</h3>
              <p className="mt-2 leading-relaxed text-muted">{text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex gap-4 rounded-2xl bg-ink p-6 text-mist sm:p-8">
          <BadgeCheck aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-gold" />
          <div>
            <h3 className="font-sans text-lg font-semibold text-white">{t.firmTitle}</h3>
            <p className="mt-2 leading-relaxed">{t.firmText}</p>
          </div>
        </div>
        <div className="mt-12 flex flex-col gap-3 sm:flex-row">
          <a href={t.bookHref} className="btn-dark">
            {t.book} <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </a>
          <a href={t.quoteHref} className="btn-ghost-dark">
            {t.quote}
          </a>
        </div>
      </Section>
    </>
  );
}
