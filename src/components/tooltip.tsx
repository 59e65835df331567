import type { ComponentType } from "react";
import type { Locale } from "~/lib/i18n";

type TriggerProps = { locale?: Locale; "aria-describedby": string; "data-tooltip": string };

/**
 * A short label shown beside one of the chrome's links on hover or keyboard focus (the brief's timings: open
 * delay 700 ms, none within 300 ms of another closing, 4 px away). The label is pre-rendered, hidden, and
 * describes its link for screen readers at all times; src/islands/tooltips.ts shows and places it, in plain
 * DOM code: no framework for two labels.
 */
export function Tooltip({
  id,
  label,
  side,
  trigger: Trigger,
  locale,
}: {
  id: string;
  label: string;
  side: "left" | "bottom";
  trigger: ComponentType<TriggerProps>;
  locale?: Locale;
}) {
  return (
    <>
      <Trigger locale={locale} aria-describedby={id} data-tooltip={id} />
      <span
        id={id}
        role="tooltip"
        hidden
        data-side={side}
        className="pointer-events-none fixed top-0 left-0 z-[60] rounded-md bg-ink px-3 py-1.5 text-xs font-medium whitespace-nowrap text-ivory shadow-lg"
      >
        {label}
      </span>
    </>
  );
}
