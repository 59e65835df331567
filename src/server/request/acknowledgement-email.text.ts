import { REPLY_DELAY_MINUTES } from "../../config/booking.js";
import { PAYMENT_MODES, type PaymentMode } from "../../config/payment.js";
import { phoneDisplay, site } from "../../config/site.js";
import { formatEuros } from "../../lib/fares.js";
import { catalogue } from "../../lib/i18n.js";

const NBSP = "\u00a0";
/** When Stripe takes a mode's money (src/config/payment.ts). */
type Online = (typeof PAYMENT_MODES)[PaymentMode]["online"];
const replyHours = REPLY_DELAY_MINUTES / 60;

/**
 * The customer's acknowledgement of his request (./acknowledgement-email.ts), in his language; the indicative fare
 * and the vehicles are said the same way in the business's e-mail (./business-email.ts), which reads the French.
 */
export const acknowledgementEmailText = catalogue({
  fr: {
    /** « 42 € TTC (indicatif) » or « sur devis ». */
    estimate: (euros: number) => `${formatEuros(euros)} TTC (indicatif)`,
    onQuote: "sur devis",
    vehicles: "Véhicules",
    beyondFleet: `au-delà de nos deux voitures${NBSP}: sur devis, avec un partenaire`,
    booked: {
      label: "Prix réservé",
      value: (euros: number) => `${formatEuros(euros)} TTC`,
      /** When the price is paid, from how he chose to pay it (src/config/payment.ts, `online`). */
      note: (online: Online | undefined) =>
        online === "now"
          ? `à régler en ligne, sur la page de paiement sécurisée${NBSP}; remboursé en totalité si nous ne confirmons pas de chauffeur`
          : online === "after"
            ? "débité à la fin de la course, sur la carte enregistrée en garantie"
            : online === "never"
              ? "à régler à bord, auprès du chauffeur, une fois la course confirmée"
              : "à régler dès que nous confirmons un chauffeur",
    },
    trip: {
      heading: "Votre trajet",
      date: "Date de prise en charge",
      time: "Heure",
      from: "Départ",
      to: "Arrivée",
      passengers: "Passagers",
      type: "Type de déplacement",
      /** The type as the form sends it, « Professionnel » or « Personnel », said in this language. */
      types: { Professionnel: "Professionnel", Personnel: "Personnel" },
      flight: "Vol ou train",
      fare: "Tarif indicatif",
      notes: "Vos précisions",
      notesReceived: (received: boolean) =>
        received ? "reçues, elles suivent votre course jusqu’à votre chauffeur" : "aucune",
    },
    request: {
      heading: (booked: boolean) => (booked ? "Votre réservation" : "Votre demande"),
      reference: "Référence",
      customer: "Client",
      phone: "Téléphone",
      sent: "Envoyée le",
      sentAt: (date: string, time: string) => `${date} à ${time}`,
    },
    operator: "Votre exploitant VTC",
    /** What a request commits him to: nothing yet. */
    commitment: {
      heading: "Ce que votre demande vous engage",
      label: "Engagement",
      text: `Aucun${NBSP}: la course n’est réservée que si vous acceptez le prix que nous vous proposerons.`,
    },
    accepted: "Conditions acceptées à la réservation",
    cancelling: "Annuler cette course",
    /** A pickup sooner than our reply time: we call back at once, and he had better call us. */
    urgent: ` Votre prise en charge est dans moins de ${replyHours}${NBSP}heures${NBSP}: nous vous rappelons au plus vite, et le plus sûr est de nous appeler au ${phoneDisplay("fr")}.`,
    within: `sous ${replyHours}${NBSP}heures`,
    asap: "au plus vite",
    bookedLetter: {
      title: "Réservation enregistrée, en attente de confirmation",
      subject: (reference: string) => `Votre réservation ${reference}, en attente de confirmation – ${site.brand}`,
      text: (firstName: string, reference: string, euros: number, within: string, urgent: string) =>
        `Bonjour ${firstName}, vous avez réservé la course ${reference} au tarif affiché, ${formatEuros(euros)} TTC, à régler. Nous vous confirmons ${within} qu’un chauffeur est disponible${NBSP}: vous recevez alors votre bon de réservation, et la réservation est ferme.${urgent}`,
      after:
        "Si aucun chauffeur n’est disponible, nous vous le disons et rien ne vous est dû. Nous ne vous demanderons jamais plus que ce prix sans votre accord.",
      footer: `Une question, un changement${NBSP}? Répondez à cet e-mail ou appelez le ${phoneDisplay("fr")}.`,
    },
    requestLetter: {
      title: "Votre demande de devis est bien reçue",
      subject: (reference: string) => `Votre demande de devis ${reference} – ${site.brand}`,
      text: (firstName: string, reference: string, within: string, urgent: string) =>
        `Bonjour ${firstName}, merci pour votre demande ${reference}. Elle ne vous engage à rien${NBSP}: nous vous répondons ${within} par e-mail, avec un prix.${urgent}`,
      after:
        "Ce prix vous sera proposé avec ses conditions, et la course n’est réservée que si vous l’acceptez, d’un clic, avant l’heure indiquée. Sans réponse de votre part, rien n’est réservé et rien ne vous est dû.",
      footer: `Pour toute modification, répondez à cet e-mail ou appelez le ${phoneDisplay("fr")}.`,
    },
  },
  en: {
    estimate: (euros: number) => `${formatEuros(euros, "en")} incl. VAT (indicative)`,
    onQuote: "on quote",
    vehicles: "Vehicles",
    beyondFleet: "beyond our two cars: on quote, with a partner",
    booked: {
      label: "Price you booked at",
      value: (euros: number) => `${formatEuros(euros, "en")} incl. VAT`,
      note: (online: Online | undefined) =>
        online === "now"
          ? "to be paid online, on the secure payment page; refunded in full if we do not confirm a chauffeur"
          : online === "after"
            ? "charged when the trip ends, to the card saved as a guarantee"
            : online === "never"
              ? "to be paid on board, to the chauffeur, once the trip is confirmed"
              : "to be paid once we confirm a chauffeur",
    },
    trip: {
      heading: "Your trip",
      date: "Pickup date",
      time: "Time",
      from: "From",
      to: "To",
      passengers: "Passengers",
      type: "Type of trip",
      types: { Professionnel: "Business", Personnel: "Personal" },
      flight: "Flight or train",
      fare: "Indicative fare",
      notes: "Your notes",
      notesReceived: (received: boolean) =>
        received ? "received; they travel with your trip to your chauffeur" : "none",
    },
    request: {
      heading: (booked: boolean) => (booked ? "Your booking" : "Your request"),
      reference: "Reference",
      customer: "Customer",
      phone: "Phone",
      sent: "Sent on",
      sentAt: (date: string, time: string) => `${date} at ${time} (Paris time)`,
    },
    operator: "Your VTC operator",
    commitment: {
      heading: "What your request commits you to",
      label: "Commitment",
      text: "None: the trip is booked only if you accept the price we propose.",
    },
    accepted: "Terms accepted when booking",
    cancelling: "Cancelling this trip",
    urgent: ` Your pickup is less than ${replyHours} hours away: we will call you back as soon as we can, and the surest way is to call us on ${phoneDisplay("en")}.`,
    within: `within ${replyHours} hours`,
    asap: "as soon as we can",
    bookedLetter: {
      title: "Booking received, awaiting confirmation",
      subject: (reference: string) => `Your booking ${reference}, awaiting confirmation – ${site.brand}`,
      text: (firstName: string, reference: string, euros: number, within: string, urgent: string) =>
        `Hello ${firstName}, you have booked trip ${reference} at the fare shown, ${formatEuros(euros, "en")} including VAT, to be paid. We confirm ${within} that a chauffeur is available: you then receive your booking confirmation, and the booking is firm.${urgent}`,
      after:
        "If no chauffeur is available, we tell you so and you owe nothing. We will never ask you for more than this price without your agreement.",
      footer: `A question, a change? Reply to this e-mail or call ${phoneDisplay("en")}.`,
    },
    requestLetter: {
      title: "We have received your quote request",
      subject: (reference: string) => `Your quote request ${reference} – ${site.brand}`,
      text: (firstName: string, reference: string, within: string, urgent: string) =>
        `Hello ${firstName}, thank you for your request ${reference}. It commits you to nothing: we will reply by e-mail ${within}, with a price.${urgent}`,
      after:
        "That price will be proposed to you with its terms, and the trip is booked only if you accept it, in one click, before the time stated. If you do not answer, nothing is booked and nothing is owed.",
      footer: `To change anything, reply to this e-mail or call ${phoneDisplay("en")}.`,
    },
  },
});
