import { type LucideIcon, ShieldCheck } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { LinkPage, LinkPageNote } from "~/components/link-page";
import { Island } from "~/islands/island";
import type { IslandName } from "~/islands/registry";
import type { Locale } from "~/lib/i18n";
import { termsPath } from "~/lib/terms";

/** What every page a customer's link opens says around its panel, in his language. */
export type CustomerLinkWords = {
  eyebrow: string;
  title: string;
  lead: string;
  noScript: string;
  /** What the link is worth and to whom: for him alone. */
  safe: string;
};

const SAFE_TITLE = { fr: "Un lien pour vous seul", en: "A link for you alone" };

/** French spaces before « : ; ! ? » and between a figure and its unit, that the words' source keeps plain. */
export function spaced(text: string, locale: Locale): string {
  return locale === "fr"
    ? text.replace(/ ([:;!?])/g, "\u00a0$1").replace(/(\d) (h|%)/g, "$1\u00a0$2")
    : text.replace(/(\d) (hours)/g, "$1\u00a0$2");
}

/**
 * A page a customer's link opens (a price proposal, « Gérer ma réservation », the payment page): its panel beside
 * its own notes, the last of them saying that the link is his alone.
 */
export function CustomerLinkPage({
  words,
  locale,
  island,
  panel,
  children,
}: {
  words: CustomerLinkWords;
  locale: Locale;
  /** The island that reads the link as the page loads, and its panel. */
  island: IslandName;
  panel: ComponentType<{ locale?: Locale }>;
  children: ReactNode;
}) {
  return (
    <LinkPage
      eyebrow={words.eyebrow}
      title={words.title}
      lead={words.lead}
      island={<Island name={island} hydrate="load" component={panel} props={{ locale }} />}
      noScript={words.noScript}
      notes={
        <>
          {children}
          <LinkPageNote icon={ShieldCheck} title={SAFE_TITLE[locale]}>
            <p className="mt-1">{spaced(words.safe, locale)}</p>
          </LinkPageNote>
        </>
      }
    />
  );
}

/** A note of what the terms of sale say on the page's matter, then the terms themselves, opened beside it. */
export function TermsNote({
  icon,
  title,
  lines,
  link,
  locale,
}: {
  icon: LucideIcon;
  title: string;
  lines: string[];
  link: string;
  locale: Locale;
}) {
  return (
    <LinkPageNote icon={icon} title={title}>
      {lines.map((line) => (
        <p key={line} className="mt-1">
          {line}
        </p>
      ))}
      <a
        href={termsPath[locale]}
        target="_blank"
        rel="noopener"
        className="mt-2 inline-block font-medium text-gold-ink underline underline-offset-2"
      >
        {link}
      </a>
    </LinkPageNote>
  );
}
