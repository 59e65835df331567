import { MAX_PRICE, OPERATOR_LINK_DAYS, REPLY_DELAY_MINUTES } from "../../config/booking.js";
import { formatEuros } from "../../lib/fares.js";
import { frenchCatalogue } from "../../lib/i18n.js";
import { dayText, parisDateTime, parisHour, parisToUtc } from "../../lib/paris-time.js";
import { MAX_WAITING_MINUTES } from "../../lib/ride-total.js";
import type { BookingState } from "../booking/states.js";
import { linkRefusalsText } from "../kernel/refusals.text.js";
import type { SealedRequest } from "../request/sealed-request.js";

const NBSP = "\u00a0";
/** « 2 heures »: the reply every request is promised (src/config/booking.ts). */
const replyDelayText = `${REPLY_DELAY_MINUTES / 60}${NBSP}heure${REPLY_DELAY_MINUTES > 60 ? "s" : ""}`;

/** "le 23/11/2026 à 15:02", Paris time. */
function when(iso: string | number): string {
  return `le ${parisDateTime(new Date(iso))}`;
}

const ttc = (price: number | undefined) => (price === undefined ? "" : `${formatEuros(price)} TTC`);

/** A booking's state in the operator's words, after « la demande est ». */
const states: Record<BookingState, string> = {
  requested: "en attente de votre réponse",
  booked: "réservée au tarif affiché, en attente de votre confirmation",
  proposed: "en attente de la réponse du client à votre proposition",
  confirmed: "confirmée",
  ended: "close (la course a eu lieu)",
  "no-show": "close sur une absence du client",
  "cancelled-by-customer": "annulée par le client",
  "cancelled-by-operator": "annulée par vous",
  declined: "close sans réservation",
  closed: "soldée",
};

/** The operator's answers to a request (/confirmer): each saying what happened and what to do next. */
const confirm = {
  ...linkRefusalsText.fr,
  off: `Les liens de confirmation sont désactivés sur ce déploiement (BOOKING_LINK_SECRET ou base Upstash partagée absents)${NBSP}: répondez au client directement.`,
  invalid: `Ce lien n’est pas valide${NBSP}: il est incomplet ou a été modifié. Ouvrez-le de nouveau depuis l’e-mail de la demande, en entier.`,
  // Only the reference and dates: an expired link found by someone else tells nothing about the customer.
  expired: (until: number, request: SealedRequest) =>
    `Ce lien de la demande ${request.reference} (reçue ${when(request.receivedAt)}, prise en charge prévue le ${dayText(request.date)}) a expiré ${when(until)} (il vaut ${OPERATOR_LINK_DAYS}${NBSP}jours)${NBSP}: rien n’a été envoyé. Répondez au client directement, avec les coordonnées de l’e-mail de la demande.`,
  action: "Action inconnue.",
  price: `Indiquez un prix TTC en euros, entre 1 et ${formatEuros(MAX_PRICE)} (par exemple 42 ou 42,50).`,
  pickupPassed: (r: SealedRequest) =>
    `La prise en charge était prévue ${when(parisToUtc(r.date, r.time).getTime())}${NBSP}: elle est passée, aucune réponse ne peut plus partir (ni bon de réservation, ni proposition, ni refus). Appelez ${r.firstName} ${r.lastName} au ${r.phone} si besoin.`,
  deadlinePassed: (r: SealedRequest) =>
    `Le délai de réponse promis (${replyDelayText}) est passé${NBSP}: la réservation au tarif affiché ne lie plus ${r.firstName} ${r.lastName}, elle se clôt d’elle-même et tout ce qui a été réglé est remboursé. Appelez au ${r.phone} pour convenir d’une nouvelle demande.`,
  tooLate: (r: SealedRequest) =>
    `La prise en charge est trop proche pour qu’un prix soit accepté par e-mail${r.booked && !r.changes ? `${NBSP}: au tarif réservé ou moins, confirmez la réservation${NBSP}; sinon,` : `${NBSP}:`} appelez ${r.firstName} ${r.lastName} au ${r.phone} pour convenir du prix.`,
  store: `Le service de confirmation est momentanément indisponible${NBSP}: rien n’a été envoyé. Réessayez dans une minute.`,
  notRecorded: `Votre réponse est bien partie, mais elle n’a pas pu être enregistrée${NBSP}: ce lien reste fermé (il n’enverra plus rien) et indiquera bientôt un envoi à vérifier. Notez ce que vous avez répondu.`,
  quota: (phone: string) =>
    `Le service de confirmation a épuisé son quota chez Upstash${NBSP}: rien n’a été envoyé, et cela peut durer jusqu’à la remise à zéro du quota (le lendemain à 0${NBSP}h UTC pour un quota quotidien). Répondez au client directement, au ${phone}, ou augmentez le quota dans la console Upstash.`,
  notSent: `Le service d’e-mail a refusé l’envoi${NBSP}: rien n’est parti chez le client et le lien reste utilisable. Réessayez dans quelques minutes.`,
  uncertain: (phone: string) =>
    `L’envoi n’a pas pu être vérifié${NBSP}: le client l’a peut-être reçu. Pour éviter un doublon, ce lien n’enverra plus rien${NBSP}; appelez le client au ${phone}.`,
  changeCancelled: (at: string) =>
    `Cette réservation a été annulée ${when(at)}${NBSP}: la modification n’a plus d’objet, rien n’a été envoyé.`,
  changeUnknown: `La réservation que cette demande modifie n’est plus enregistrée (sa prise en charge est passée depuis longtemps)${NBSP}: rien n’a été envoyé. Répondez au client directement.`,
  notAllowed: (state: string | undefined) =>
    `Cette réponse n’est plus possible${NBSP}: la demande est ${states[state as BookingState] ?? "déjà traitée"}.`,
  copyFailed: `L’e-mail est bien parti chez le client, mais la copie pour vos archives n’a pas pu être envoyée${NBSP}: elle est dans les journaux du site. Gardez-en une trace.`,
};

/** The operator's page for one trip (/course): each saying what happened and what to do next. */
const tripPage = {
  ...linkRefusalsText.fr,
  off: confirm.off,
  invalid: `Ce lien n’est pas valide${NBSP}: il est incomplet ou a été modifié. Ouvrez-le de nouveau depuis l’e-mail, en entier.`,
  gone: `Cette course n’est plus enregistrée (elle est passée depuis plus longtemps que la durée de conservation)${NBSP}: rien à gérer en ligne.`,
  action: "Action inconnue.",
  store: `Les courses ne peuvent pas être lues pour l’instant${NBSP}: rien n’a été changé. Réessayez dans une minute.`,
  alreadyCancelled: "Cette course est déjà annulée.",
  alreadyEnded: "Cette course a déjà reçu son issue (absence constatée).",
  rideEnded: `Cette course a eu lieu et elle est close${NBSP}: elle ne peut plus être annulée, corrigée ni marquée absente.`,
  notNow: `Ce n’est plus possible pour cette course dans son état actuel${NBSP}: la page affiche ce qui reste à faire.`,
  cancelTooLate: `Cette course est passée depuis trop longtemps pour être annulée ici.`,
  notRecorded: `L’annulation n’a pas pu être enregistrée${NBSP}: rien n’est parti. Réessayez dans une minute.`,
  reason: "Le motif tient sur une ligne, sans lien ni adresse e-mail, 300 caractères au plus.",
  noShowEarly: (from: string) =>
    `L’absence ne peut être constatée qu’une fois passé le temps d’attente offert par les CGV (art.${NBSP}7 et 8), soit à partir du ${parisDateTime(new Date(from))}.`,
  noShowAwaited: `L’arrivée du client n’est pas encore connue (son vol ou son train n’est pas arrivé)${NBSP}: l’absence ne peut être constatée qu’une fois passé le temps d’attente offert après son arrivée.`,
  noShowDisrupted: `Le vol ou le train du client a été dérouté ou annulé${NBSP}: aucune absence ne peut être constatée, et aucuns frais ne sont dus. Appelez le client, ou annulez la course.`,
  correctTooLate: `La prise en charge est passée${NBSP}: la course ne peut plus être corrigée.`,
  nothingChanged: `Rien ne change${NBSP}: modifiez la date, l’heure, une adresse, le nombre de passagers ou le prix.`,
  invalidCorrection: "Certains champs sont à corriger.",
  mailFailed: `C’est enregistré, mais l’e-mail au client n’a pas pu partir${NBSP}: prévenez le client par téléphone.`,
};

/** What the trip page's money acts answer (docs/decisions/190-getting-paid.md). */
const tripMoney = {
  store: tripPage.store,
  gone: tripPage.gone,
  noFee: `Aucun frais n’est dû pour cette course${NBSP}: ni annulation tardive par le client, ni absence constatée.`,
  feeDone: `Les frais de cette course ont déjà été demandés${NBSP}: voyez leur état ci-dessous.`,
  feeAfterRefund: `Un remboursement de cette course attend encore la réponse de Stripe${NBSP}: les frais, qui en tiennent compte, se prennent une fois qu’il est réglé.`,
  feeAfterUncertainRefund: `Un remboursement de cette course est INCERTAIN${NBSP}: Stripe n’a pas confirmé s’il l’a fait. La tâche de l’heure le lui redemande pendant 23${NBSP}heures${NBSP}; s’il le reste, vérifiez-le dans le tableau de bord Stripe. Les frais en dépendent et ne peuvent pas être pris d’ici tant qu’il reste incertain.`,
  feeTaken: (amount: string) => `${amount} TTC débités. La note part au client, avec sa copie ici.`,
  feeKept: (amount: string) =>
    `${amount} TTC retenus sur le prix réglé à la réservation. La note part au client, avec sa copie ici.`,
  nothingOwed: `Rien n’est dû pour cette course à ce jour.`,
  invalidPaid: `Indiquez un montant en euros (par exemple 35 ou 19,99) et le moyen de paiement reçu.`,
  paidTooMuch: (owed: string) => `Le montant dépasse ce que la course doit encore (${owed} TTC).`,
  paidRecorded: `Paiement enregistré${NBSP}: la note (ou la facture) le dit, et plus rien n’est réclamé pour ce montant.`,
  invalidCompany: `Indiquez la raison sociale (une ligne), et si vous les avez l’adresse, le SIREN (9 chiffres) et le numéro de TVA.`,
  invoiced: `La facture de cette course est déjà partie${NBSP}: la société facturée ne peut plus être modifiée (une facture d’avoir corrige une facture, jamais une modification).`,
  companyEdited: `Société corrigée${NBSP}: la facture la reprendra.`,
  processing: `Le paiement est en cours de traitement chez Stripe${NBSP}: son issue s’affichera ici.`,
  linkSent: `La carte n’a pas pu être débitée${NBSP}: le client a reçu un lien de paiement par e-mail. Rien n’a été pris.`,
  linkNotSent: `La carte n’a pas pu être débitée et l’e-mail avec le lien de paiement n’a pas pu partir${NBSP}: appelez le client. Rien n’a été pris.`,
  uncertain: `Stripe n’a pas répondu à temps${NBSP}: le paiement a peut-être été fait. Vérifiez dans le tableau de bord Stripe avant toute autre action${NBSP}; une nouvelle demande ne débiterait jamais deux fois.`,
  stripe: `Stripe ne répond pas pour l’instant${NBSP}: rien n’a été pris ni rendu. Réessayez dans un instant.`,
  busy: `Une autre demande pour cette course est en cours${NBSP}: attendez sa fin.`,
  ended: "La course est déjà close.",
  cannotEnd: `La course ne peut être close qu’après l’heure de prise en charge, si elle n’est ni annulée ni marquée absente.`,
  waitingBeyond: (minutes: number, until: number) =>
    `L’attente offerte a couru jusqu’à ${parisHour(new Date(until))}${NBSP}: ${minutes === 0 ? "aucune attente ne peut encore être comptée" : `l’attente comptée sera de ${minutes}${NBSP}minutes au plus`} (elle court de l’arrivée du client quand son vol ou son train était en retard).`,
  invalidEnd: `Indiquez l’attente au-delà du temps offert en minutes entières (${MAX_WAITING_MINUTES} au plus) et un supplément en euros, avec son libellé${NBSP}; le total ne peut dépasser le prix maximal.`,
  endedInCar: `Course close${NBSP}: la note, «${NBSP}à régler à bord${NBSP}», part au client.`,
  endedDone: `Course close${NBSP}: le montant est réglé et la note part au client.`,
  endedLink: `Course close. La carte n’a pas pu être débitée${NBSP}: le client a reçu un lien de paiement, et sa note partira une fois le paiement fait.`,
  endedNotCharged: `Course close, mais Stripe n’a rien pu prendre pour l’instant${NBSP}: la tâche de l’heure réessaiera d’elle-même.`,
  endedNoReceipt: `Course close et réglée, mais la note n’a pas pu partir${NBSP}: la tâche de l’heure réessaiera d’elle-même.`,
  noRefund: `Rien à rembourser depuis cette page${NBSP}: aucune somme n’est détenue, ou trois remboursements ont déjà été faits (les suivants se font depuis le tableau de bord Stripe).`,
  refundAmount: (held: string) =>
    `Indiquez un montant en euros, supérieur à zéro et au plus ${held}, ce que la réservation détient.`,
  refunded: (amount: string) => `${amount} TTC remboursés. Un e-mail l’annonce au client, avec copie ici.`,
};

/**
 * What a second use of an answer's link is told: what was done and when, and, for a proposal, the customer's
 * answer (src/server/operator/answered.ts chooses which).
 */
const answered = {
  pending: `Une réponse à cette demande est en cours d’envoi. Rechargez la page dans un instant.`,
  uncertain: (at: string, who: string, phone: string) =>
    `Une réponse a été donnée ${when(at)} sans que l’envoi de son e-mail puisse être vérifié${NBSP}: ${who} l’a peut-être reçu. Rien n’est renvoyé${NBSP}; appelez au ${phone}.`,
  unsent: (who: string, phone: string) =>
    ` Son e-mail n’est pas encore parti${NBSP}: appuyez de nouveau sur la même réponse pour l’envoyer, ou appelez ${who} au ${phone}.`,
  lapsed: (at: string, who: string, refunded: boolean) =>
    `Le délai de réponse est passé ${when(at)} sans réponse${NBSP}: la demande a été close d’elle-même et un e-mail l’a annoncé à ${who}${refunded ? `, avec le remboursement intégral de ce qui avait été réglé` : ""}.`,
  declined: (at: string, email: string, unsent: string) =>
    `Cette demande a déjà été déclinée ${when(at)}${NBSP}: le refus est parti à ${email}.${unsent}`,
  confirmed: (at: string, price: number | undefined, unsent: string) =>
    `Cette réservation a déjà été confirmée ${when(at)}, au prix de ${ttc(price)}${NBSP}: le bon de réservation est parti.${unsent}`,
  proposed: (price: number | undefined, at: string, unsent: string) =>
    `Proposition de ${ttc(price)} envoyée ${when(at)}.${unsent}`,
  accepted: (sent: string, who: string, at: string) =>
    `${sent} ${who} l’a acceptée ${when(at)}${NBSP}: la réservation est ferme et son bon de réservation est parti.`,
  refused: (sent: string, who: string, at: string) =>
    `${sent} ${who} l’a refusée ${when(at)}${NBSP}: la course n’est pas réservée.`,
  expired: (sent: string, deadline: string) =>
    `${sent} Elle a expiré ${when(deadline)} sans réponse${NBSP}: la course n’est pas réservée.`,
  awaiting: (sent: string, who: string, until: string) =>
    `${sent} En attente de la réponse de ${who}, jusqu’${when(until).replace(/^le /, "au ")}.`,
};

/**
 * What the operator is told by the functions he answers through (/confirmer, /course and its money acts): French
 * only, by design, since the operator reads French; no English is written for it.
 */
export const operatorAnswersText = frenchCatalogue({ fr: { states, confirm, tripPage, tripMoney, answered } });
