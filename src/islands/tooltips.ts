/** The brief's tooltip timings: shown 700 ms after the pointer arrives, at once if another closed < 300 ms ago. */
export const OPEN_DELAY_MS = 700;
export const SKIP_DELAY_MS = 300;
const OFFSET_PX = 4;
const MARGIN_PX = 8;

/** Places the label beside its link (left of it, or below it), kept inside the viewport. */
function place(trigger: HTMLElement, tip: HTMLElement) {
  const link = trigger.getBoundingClientRect();
  const { width, height } = tip.getBoundingClientRect();
  const left = tip.dataset.side === "left" ? link.left - OFFSET_PX - width : link.left + link.width / 2 - width / 2;
  const top = tip.dataset.side === "left" ? link.top + link.height / 2 - height / 2 : link.bottom + OFFSET_PX;
  const clamp = (value: number, max: number) => Math.min(Math.max(value, MARGIN_PX), max - MARGIN_PX);
  tip.style.transform = `translate(${clamp(left, innerWidth - width)}px, ${clamp(top, innerHeight - height)}px)`;
}

/**
 * Links carrying `data-tooltip` (src/components/tooltip.tsx) show the label of that id on hover (not on
 * touch: a tap follows the link) and on keyboard focus; leaving, pressing, blurring or Escape hides it.
 */
export function initTooltips() {
  let lastClosedAt = Number.NEGATIVE_INFINITY;
  for (const trigger of document.querySelectorAll<HTMLElement>("[data-tooltip]")) {
    const tip = document.getElementById(trigger.dataset.tooltip ?? "");
    if (!tip) continue;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After a press the label stays away until the pointer leaves the link.
    let pressed = false;
    const show = () => {
      // Out of the header, whose backdrop filter would make it the frame of a fixed element; moved when first
      // shown, not at load, so the page is not laid out again for it.
      if (tip.parentElement !== document.body) document.body.append(tip);
      tip.hidden = false;
      place(trigger, tip);
    };
    const hide = () => {
      clearTimeout(timer);
      timer = undefined;
      if (tip.hidden) return;
      tip.hidden = true;
      lastClosedAt = performance.now();
    };
    const showSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => {
          timer = undefined;
          show();
        },
        performance.now() - lastClosedAt < SKIP_DELAY_MS ? 0 : OPEN_DELAY_MS,
      );
    };
    // pointermove rather than pointerenter: a pointer already resting on the link when this script ran is seen
    // at its next movement, without asking the browser for :hover while the page is still settling.
    trigger.addEventListener("pointermove", (event) => {
      if (event.pointerType !== "touch" && !pressed && timer === undefined && tip.hidden) showSoon();
    });
    trigger.addEventListener("pointerleave", () => {
      pressed = false;
      hide();
    });
    trigger.addEventListener("pointerdown", () => {
      pressed = true;
      hide();
    });
    trigger.addEventListener("focus", () => {
      if (trigger.matches(":focus-visible")) show();
    });
    trigger.addEventListener("blur", hide);
    document.addEventListener("keydown", (event) => {
      if (event.key === "Escape") hide();
    });
  }
}
