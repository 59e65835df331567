import { catalogue } from "~/lib/i18n";

/** What every page a customer's link opens says of the link itself (src/components/customer-link-page.tsx). */
export const customerLinkPageText = catalogue({
  fr: { safeTitle: "Un lien pour vous seul" },
  en: { safeTitle: "A link for you alone" },
});
