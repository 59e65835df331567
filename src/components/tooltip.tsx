import * as RadixTooltip from "@radix-ui/react-tooltip";
import type { Locale } from "~/lib/i18n";
import { PhoneLink, WhatsAppLink } from "./tooltip-triggers";

const triggers = { phone: PhoneLink, whatsapp: WhatsAppLink };

type TooltipIslandProps = {
  label: string;
  side: "top" | "bottom" | "left" | "right";
  trigger: keyof typeof triggers;
  locale?: Locale;
};

/**
 * A Radix tooltip around one of the chrome's links, hydrated on first hover or focus (the brief's timings: open delay
 * 700 ms, skip delay 300 ms, offset 4). Island props are data, so the trigger is named, not passed.
 */
export function TooltipIsland({ label, side, trigger, locale }: TooltipIslandProps) {
  const Trigger = triggers[trigger];
  return (
    <RadixTooltip.Provider delayDuration={700} skipDelayDuration={300}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>
          <Trigger locale={locale} />
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            sideOffset={4}
            className="z-[60] rounded-md bg-ink px-3 py-1.5 text-xs font-medium text-ivory shadow-lg"
          >
            {label}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
