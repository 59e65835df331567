import { REPLY_DELAY_MINUTES } from "../../config/booking.js";
import { phoneDisplay, site } from "../../config/site.js";
import { formatEuros } from "../../lib/fares.js";
import { refusalsText } from "../kernel/refusals.text.js";
import { catalogue } from "../../lib/i18n.js";

/** The reply we promise, in hours (« sous 2 heures »). */
const replyHours = REPLY_DELAY_MINUTES / 60;

/** The API's answers, in the request's language (French unless it says `locale: "en"`). */
export const bookingAnswersText = catalogue({
  fr: {
    ...refusalsText.fr,
    bot: `Votre demande n’a pas pu être vérifiée. Rechargez la page et réessayez, ou appelez-nous au ${site.phone.display}.`,
    limited: "Trop de demandes envoyées. Réessayez un peu plus tard ou appelez-nous.",
    invalid: "Certains champs sont à corriger.",
    conflict:
      "Cette demande reprend l’identifiant d’une autre demande, différente. Rechargez la page puis envoyez-la de nouveau.",
    busy: "Votre demande est déjà en cours d’envoi.",
    mail: "Une erreur s'est produite lors de l'envoi de votre demande. Veuillez réessayer ou nous contacter directement.",
    uncertain: `Nous n’avons pas pu vérifier que votre demande nous est parvenue\u00a0: elle est peut-être bien arrivée. Pour éviter un doublon, ne la renvoyez pas\u00a0; si nous ne vous avons pas recontacté d’ici ${replyHours}\u00a0heures, appelez-nous au ${site.phone.display}.`,
    fareGone: `Ce trajet n’a plus de tarif affiché\u00a0: envoyez-nous une demande de devis, sans engagement.`,
    fareChanged: (fare: number) =>
      `Le tarif de ce trajet est désormais de ${formatEuros(fare)} TTC\u00a0: rien n’a été envoyé. Rechargez la page pour réserver à ce tarif (ce que vous avez saisi est conservé), ou demandez un devis.`,
    ceiling: `Nous recevons exceptionnellement beaucoup de demandes en ligne aujourd’hui et ne pouvons pas prendre la vôtre par ce formulaire. Appelez-nous au ${site.phone.display}\u00a0: nous réservons aussi par téléphone, 24\u00a0h/24.`,
  },
  en: {
    ...refusalsText.en,
    bot: `We could not verify your request. Please reload the page and try again, or call us on ${phoneDisplay("en")}.`,
    limited: "Too many requests sent. Please try again a little later or call us.",
    invalid: "Some fields need correcting.",
    conflict: "This request reuses the identifier of a different request. Please reload the page and send it again.",
    busy: "Your request is already being sent.",
    mail: "Something went wrong while sending your request. Please try again or contact us directly.",
    uncertain: `We could not confirm that your request reached us: it may well have arrived. To avoid a duplicate, please do not send it again; if we have not contacted you within ${replyHours} hours, call us on ${phoneDisplay("en")}.`,
    fareGone: "This trip no longer has a fare shown: please send us a quote request, which commits you to nothing.",
    fareChanged: (fare: number) =>
      `The fare for this trip is now ${formatEuros(fare, "en")} including VAT: nothing was sent. Reload the page to book at this fare (what you typed is kept), or ask for a quote.`,
    ceiling: `We are receiving an unusual number of online requests today and cannot take yours through this form. Please call us on ${phoneDisplay("en")}: we also book by phone, 24/7.`,
  },
});

export type BookingAnswers = (typeof bookingAnswersText)["fr"];
