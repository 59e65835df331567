import type { Locale } from "~/lib/i18n";
import { Tooltip } from "./tooltip";
import { WhatsAppLink } from "./tooltip-triggers";

export function WhatsAppButton({ locale = "fr" }: { locale?: Locale }) {
  const label = locale === "en" ? "Message us on WhatsApp" : "Écrivez-nous sur WhatsApp";
  return <Tooltip id="tooltip-whatsapp" label={label} side="left" trigger={WhatsAppLink} locale={locale} />;
}
