import { CalendarClock } from "lucide-react";
import { ManagePanel } from "~/components/manage/manage-panel";
import { managePageText } from "./manage-page.text";
import { CustomerLinkPage, TermsNote } from "~/components/customer-link-page";
import type { Locale } from "~/lib/i18n";

/**
 * The page a proof's (and a reminder's) « Gérer ma réservation » link opens, in the customer's language. The
 * HTML is the same for every booking: the link's fragment names it, and the panel reads it in the browser.
 */
export function ManagePage({ locale }: { locale: Locale }) {
  const t = managePageText[locale];
  return (
    <CustomerLinkPage words={t} locale={locale} island="manage-panel" panel={ManagePanel}>
      <TermsNote icon={CalendarClock} title={t.termsTitle} lines={t.terms} link={t.termsLink} locale={locale} />
    </CustomerLinkPage>
  );
}
