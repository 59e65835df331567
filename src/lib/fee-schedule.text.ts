import { catalogue } from "./i18n.js";
import { parisDateTime } from "./paris-time.js";
import { numbersText } from "./numbers.text.js";

const NBSP = "\u00a0";

/**
 * What cancelling costs over time, step by step, in each language (src/lib/fee-schedule.ts): « Gratuite jusqu’au
 * 03/12/2026 à 06:15 ; 50 % du prix jusqu’au 04/12/2026 à 04:15 ; 100 % ensuite. »
 */
export const feeStepsText = catalogue({
  fr: {
    /** A step's end: « jusqu’au 03/12/2026 à 06:15 ». */
    until: (at: number) => `jusqu’au ${parisDateTime(new Date(at))}`,
    free: (until: string) => `gratuite ${until}`,
    freeForGood: "gratuite",
    /** A share of the price until a moment, the only step left, or the last of several. */
    share: (percent: number, until: string) => `${numbersText.fr.percent(percent)} du prix ${until}`,
    only: (percent: number) => `${numbersText.fr.percent(percent)} du prix`,
    last: (percent: number) => `${numbersText.fr.percent(percent)} ensuite`,
    separator: `${NBSP}; `,
    /** The free step while its end is not known yet: from our confirmation, or from the customer's acceptance. */
    grace: {
      confirmation: (minutes: string) => `pendant ${minutes} après notre confirmation`,
      acceptance: (minutes: string) => `pendant ${minutes} après votre acceptation`,
    },
  },
  en: {
    until: (at: number) => `until ${parisDateTime(new Date(at), "en")}`,
    free: (until: string) => `free ${until}`,
    freeForGood: "free",
    share: (percent: number, until: string) => `${numbersText.en.percent(percent)} of the price ${until}`,
    only: (percent: number) => `${numbersText.en.percent(percent)} of the price`,
    last: (percent: number) => `${numbersText.en.percent(percent)} after that`,
    separator: "; ",
    grace: {
      confirmation: (minutes: string) => `for ${minutes} after our confirmation`,
      acceptance: (minutes: string) => `for ${minutes} after you accept`,
    },
  },
});
