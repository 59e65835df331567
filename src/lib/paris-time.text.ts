import { catalogue } from "./i18n.js";

/** A moment in Nantes as each language writes it (src/lib/paris-time.ts): « 03/12/2026 à 15:02 ». */
export const parisTimeText = catalogue({
  fr: { moment: (day: string, hour: string) => `${day} à ${hour}` },
  en: { moment: (day: string, hour: string) => `${day} at ${hour} (Paris time)` },
});
