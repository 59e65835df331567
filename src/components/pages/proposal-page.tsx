import { ProposalPanel } from "~/components/proposal/proposal-panel";
import { proposalPageText } from "./proposal-page.text";
import { CustomerLinkPage } from "~/components/customer-link-page";
import type { Locale } from "~/lib/i18n";

/**
 * The page a price proposal's two links open, in the customer's language. The HTML is the same for every
 * proposal: the proposal itself is in the link's fragment, which the panel reads in the browser.
 */
export function ProposalPage({ locale }: { locale: Locale }) {
  const t = proposalPageText[locale];
  return (
    <CustomerLinkPage words={t} locale={locale} island="proposal-panel" panel={ProposalPanel}>
      <div className="card p-5">
        <h2 className="font-sans text-base font-semibold text-ink">{t.howTitle}</h2>
        <ol className="mt-2 list-decimal space-y-2 pl-5 marker:text-gold-ink">
          {t.how.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
    </CustomerLinkPage>
  );
}
