import { Island } from "~/islands/island";
import type { Locale } from "~/lib/i18n";
import { TooltipIsland } from "./tooltip";

export function WhatsAppButton({ locale = "fr" }: { locale?: Locale }) {
  const label = locale === "en" ? "Message us on WhatsApp" : "Écrivez-nous sur WhatsApp";
  return (
    <Island
      name="tooltip"
      hydrate="hover"
      className="contents"
      component={TooltipIsland}
      props={{ label, side: "left", trigger: "whatsapp", locale }}
    />
  );
}
