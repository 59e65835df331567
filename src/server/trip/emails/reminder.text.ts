import { phoneDisplay, site } from "../../../config/site.js";
import { catalogue } from "../../../lib/i18n.js";

const NBSP = "\u00a0";

/** The reminder the day before a trip (./reminder.ts), in the customer's language. */
export const reminderText = catalogue({
  fr: {
    /**
     * Where the chauffeur waits at the airport, then what is done with the flight: followed (its sentence from
     * src/lib/arrival-terms.text.ts), or its number asked for.
     */
    airport: (followed: string) =>
      `Dans le hall des arrivées de l’aéroport Nantes Atlantique, où votre chauffeur vous attend avec une pancarte à votre nom.${followed ? ` ${followed}` : ""}`,
    flightAsked: `Répondez à cet e-mail avec votre numéro de vol${NBSP}: votre chauffeur vérifiera son heure d’atterrissage.`,
    /** At the station, the train followed when he gave it. */
    station: (place: string, followed: string) =>
      `À la sortie de la gare de Nantes que vous avez indiquée (${place}), où votre chauffeur vous attend avec une pancarte à votre nom.${followed ? ` ${followed}` : ""}`,
    door: `Devant l’adresse de prise en charge, à l’heure convenue${NBSP}: votre chauffeur vous appelle s’il ne vous voit pas.`,
    late: (driver: string, waiting: string) => `Appelez votre chauffeur au ${driver} dès que possible. ${waiting}`,
    when: (day: string, time: string) => `${day} à ${time}`,
    title: (when: string) => `Votre course du ${when}`,
    hello: (firstName: string, when: string, reference: string) =>
      `Bonjour ${firstName}, votre chauffeur sera là le ${when} pour votre course ${reference}. Voici l’essentiel pour le jour J.`,
    manageButton: "Gérer ma réservation",
    onTheDay: "Le jour J",
    meeting: "Rendez-vous",
    driver: "Votre chauffeur",
    runningLate: "En cas de retard",
    cancelOrChange: "Annuler ou modifier",
    online: "En ligne",
    onlineText: `«${NBSP}Gérer ma réservation${NBSP}», ci-dessus${NBSP}: la page indique ce qui s’applique à ce moment-là.`,
    terms: "Conditions",
    footer: (reference: string) =>
      `${site.brand} – ${phoneDisplay("fr")} – ${site.email.contact} – référence ${reference}`,
    subject: (when: string) => `Rappel${NBSP}: votre chauffeur le ${when} – ${site.brand}`,
  },
  en: {
    airport: (followed: string) =>
      `In the arrivals hall of Nantes Atlantique airport, where your chauffeur waits with a sign bearing your name.${followed ? ` ${followed}` : ""}`,
    flightAsked: "Reply to this e-mail with your flight number: your chauffeur will check its landing time.",
    station: (place: string, followed: string) =>
      `At the exit of the Gare de Nantes you booked (${place}), where your chauffeur waits with a sign bearing your name.${followed ? ` ${followed}` : ""}`,
    door: "In front of the pickup address, at the agreed time: your chauffeur calls you if he does not see you.",
    late: (driver: string, waiting: string) => `Call your chauffeur on ${driver} as soon as you can. ${waiting}`,
    when: (day: string, time: string) => `${day} at ${time}`,
    title: (when: string) => `Your trip on ${when}`,
    hello: (firstName: string, when: string, reference: string) =>
      `Hello ${firstName}, your chauffeur will be there on ${when} for your trip ${reference}. Here is what you need for the day.`,
    manageButton: "Manage my booking",
    onTheDay: "On the day",
    meeting: "Where to meet",
    driver: "Your chauffeur",
    runningLate: "Running late?",
    cancelOrChange: "Cancel or change",
    online: "Online",
    onlineText: "“Manage my booking”, above: the page states what applies now.",
    terms: "Terms",
    footer: (reference: string) =>
      `${site.brand} – ${phoneDisplay("en")} – ${site.email.contact} – reference ${reference}`,
    subject: (when: string) => `Reminder: your chauffeur on ${when} – ${site.brand}`,
  },
});
