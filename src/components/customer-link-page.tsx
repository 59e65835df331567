import { type LucideIcon, ShieldCheck } from "lucide-react";
import type { ComponentType, ReactNode } from "react";
import { LinkPage, LinkPageNote } from "~/components/link-page";
import { Island } from "~/islands/island";
import type { IslandName } from "~/islands/registry";
import type { Locale } from "~/lib/i18n";
import { customerLinkPageText } from "./customer-link-page.text";
import { termsOfSaleText } from "~/lib/terms-of-sale.text";

/** What every page a customer's link opens says around its panel, in his language. */
export type CustomerLinkWords = {
  eyebrow: string;
  title: string;
  lead: string;
  noScript: string;
  /** What the link is worth and to whom: for him alone. */
  safe: string;
};

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
          <LinkPageNote icon={ShieldCheck} title={customerLinkPageText[locale].safeTitle}>
            <p className="mt-1">{words.safe}</p>
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
        href={termsOfSaleText[locale].termsPath}
        target="_blank"
        rel="noopener"
        className="mt-2 inline-block font-medium text-gold-ink underline underline-offset-2"
      >
        {link}
      </a>
    </LinkPageNote>
  );
}
