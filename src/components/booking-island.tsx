import { BookingForm } from "~/components/booking/booking-form";
import { DRAFT_KEY } from "~/components/booking/draft-key";
import { Island } from "~/islands/island";
import type { Locale } from "~/lib/i18n";

/**
 * The booking form in a page: pre-rendered, hydrated on the first touch (at load when a draft waits in the
 * session). French is the form's default, so a French page's props name no language.
 */
export function BookingIsland({ idPrefix, locale }: { idPrefix: string; locale: Locale }) {
  return (
    <Island
      name="booking-form"
      hydrate="interaction"
      eagerIfStored={DRAFT_KEY}
      component={BookingForm}
      props={locale === "en" ? { idPrefix, locale } : { idPrefix }}
    />
  );
}
