import { phoneDisplay } from "../../config/site.js";
import { parisHour } from "../../lib/paris-time.js";
import type { FollowedArrival } from "../booking/arrival.js";
import { toCustomer } from "../mail/envelope.js";
import type { Letter } from "../mail/layout.js";
import { tripSection } from "../mail/rows.js";
import type { MailMessage } from "../mail/types.js";
import type { Trip } from "../trip/store.js";
import { arrivalLettersText, type Moved } from "./arrival-letters.text.js";

const hour = (at: number) => parisHour(new Date(at));

/** The pickup moved with the arrival by more than the threshold: the customer is told the new time. */
export function movedEmail(trip: Trip, m: Moved, manageUrl: string | null): MailMessage {
  const r = trip.request;
  const t = arrivalLettersText[r.locale];
  const letter: Letter = {
    lang: r.locale,
    title: t.movedTitle(hour(m.to)),
    paragraphs: [t.movedNews(r.firstName, m), t.movedMeet(m), t.movedAfter(m.waiting)],
    ...(manageUrl ? { actions: [{ label: t.manage, href: manageUrl, primary: true }] } : {}),
    sections: [tripSection(r, r.locale, true)],
    footer: [t.reference(r.reference)],
  };
  return toCustomer(r.email, {
    kind: "arrival-moved",
    subject: t.movedSubject(r.reference, hour(m.to)),
    letter,
    reference: r.reference,
  });
}

/** The flight was diverted or cancelled (or the train cancelled): the customer owes nothing, and is called. */
export function disruptedEmail(trip: Trip, arrival: FollowedArrival, manageUrl: string | null): MailMessage {
  const r = trip.request;
  const t = arrivalLettersText[r.locale];
  const letter: Letter = {
    lang: r.locale,
    title: t.disruptedTitle(arrival),
    paragraphs: [t.disruptedNews(r.firstName, arrival), t.disruptedNext(phoneDisplay(r.locale))],
    ...(manageUrl ? { actions: [{ label: t.manage, href: manageUrl, primary: true }] } : {}),
    sections: [tripSection(r, r.locale, true)],
    footer: [t.reference(r.reference)],
  };
  return toCustomer(r.email, {
    kind: "arrival-disrupted",
    subject: t.disruptedSubject(r.reference, arrival),
    letter,
    reference: r.reference,
  });
}
