import { catalogue } from "./i18n.js";

/** How each language writes a number: « 4,8 » and « 1 234 » (a no-break space) in French, "4.8" and "1,234" in English. */
export const numbersText = catalogue({
  fr: { decimal: ",", thousands: "\u00a0" },
  en: { decimal: ".", thousands: "," },
});
