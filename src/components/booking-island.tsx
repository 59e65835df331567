import { BookingForm } from "~/components/booking/booking-form";
import { DRAFT_KEY } from "~/components/booking/draft-key";
import { Island } from "~/islands/island";
import type { Locale } from "~/lib/i18n";

/**
 * The booking form in a page: pre-rendered, hydrated on the first touch (at load when a draft waits in the
 * session). On the quote pages the form is the page's purpose (`primary`): its code is fetched as soon as
 * the hero has painted, before the visitor reaches for it. French is the form's default, so a French page's props name
 * no language.
 */
export function BookingIsland({ idPrefix, locale, primary }: { idPrefix: string; locale: Locale; primary?: boolean }) {
  return (
    <Island
      name="booking-form"
      hydrate="interaction"
      eagerIfStored={DRAFT_KEY}
      primary={primary}
      component={BookingForm}
      props={locale === "en" ? { idPrefix, locale } : { idPrefix }}
    />
  );
}
