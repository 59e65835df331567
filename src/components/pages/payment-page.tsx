import { CreditCard } from "lucide-react";
import { CustomerLinkPage, TermsNote } from "~/components/customer-link-page";
import { PaymentPanel } from "~/components/payment/payment-panel";
import { paymentPageText } from "./payment-page.text";
import type { Locale } from "~/lib/i18n";

/** The page a payment link opens (src/server/payment/link.ts), in the customer's language. */
export function PaymentPage({ locale }: { locale: Locale }) {
  const t = paymentPageText[locale];
  return (
    <CustomerLinkPage words={t} locale={locale} island="payment-panel" panel={PaymentPanel}>
      <TermsNote icon={CreditCard} title={t.howTitle} lines={t.how} link={t.termsLink} locale={locale} />
    </CustomerLinkPage>
  );
}
