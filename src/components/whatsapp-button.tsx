import type { Locale } from "~/lib/i18n";
import { chromeText } from "./chrome.text";
import { Tooltip } from "./tooltip";
import { WhatsAppLink } from "./tooltip-triggers";

export function WhatsAppButton({ locale = "fr" }: { locale?: Locale }) {
  const label = chromeText[locale].whatsappTooltip;
  return <Tooltip id="tooltip-whatsapp" label={label} side="left" trigger={WhatsAppLink} locale={locale} />;
}
