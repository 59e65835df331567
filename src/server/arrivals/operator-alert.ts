import { ARRIVALS, type ArrivalCeiling } from "../../config/arrivals.js";
import { site } from "../../config/site.js";
import type { ArrivalKind } from "../../lib/arrival-number.js";
import { parisDateTime, parisHour } from "../../lib/paris-time.js";
import type { OnceRecord, OnceStore } from "../kernel/store/once.js";
import { clientSection, replyLine, toBusiness } from "../mail/envelope.js";
import type { Letter } from "../mail/layout.js";
import { type SendOutcome, sendOnce } from "../mail/send-once.js";
import type { Mailer } from "../mail/types.js";

const NBSP = "\u00a0";
const MINUTE_MS = 60_000;

type Client = { firstName: string; lastName: string; phone: string; email: string };
type About = { reference: string; arrivalKind: ArrivalKind; number: string; client: Client };

/**
 * What the operator is told about the arrivals the product follows (docs/decisions/250-arrivals-followed.md): a
 * pickup moved by more than the threshold, a flight or train diverted or cancelled, an arrival no longer heard of,
 * a month's ceiling reached. One function for all of them, by e-mail, his archive; the following functions push the
 * ones that need him on the road to his phone beside it (../follow/operator-push.ts).
 */
export type OperatorAlert =
  | (About & { kind: "moved"; from: number; to: number; arrival: number; landed: boolean; customerTold: boolean })
  | (About & { kind: "disrupted"; status: "diverted" | "cancelled"; pickup: number; customerTold: boolean })
  | (About & { kind: "no-news"; pickup: number; why: "no-news" | "not-here" })
  | { kind: "ceiling"; ceiling: ArrivalCeiling; month: string; limit: number };

export type AlertDeps = { mailer: Mailer; sent: OnceStore<OnceRecord>; inbox: string; now: () => Date };

/** Each alert leaves once: the same move, diversion or month's ceiling, whoever notices it, however often. */
export function alertKey(alert: OperatorAlert): string {
  switch (alert.kind) {
    case "moved":
      return `alert:moved:${alert.reference}:${alert.to}`;
    case "disrupted":
      return `alert:${alert.status}:${alert.reference}`;
    case "no-news":
      return `alert:${alert.why}:${alert.reference}`;
    case "ceiling":
      return `alert:ceiling:${alert.ceiling}:${alert.month}`;
  }
}

export function alertOperator(alert: OperatorAlert, deps: AlertDeps, deadline: number): Promise<SendOutcome> {
  return sendOnce(deps.sent, alertKey(alert), letterOf(alert, deps.inbox), {
    mailer: deps.mailer,
    at: deps.now().toISOString(),
    deadline,
    label: "arrivals",
  });
}

const what = (a: About) => (a.arrivalKind === "flight" ? `le vol ${a.number}` : `le train ${a.number}`);
const What = (a: About) => (a.arrivalKind === "flight" ? `Vol ${a.number}` : `Train ${a.number}`);
const place = (a: About) => (a.arrivalKind === "flight" ? "à l’aéroport" : "à la gare");
const hour = (at: number) => parisHour(new Date(at));
const toldText = (told: boolean) =>
  told ? "Le client en est prévenu par e-mail." : `Le client n’a pas pu être prévenu par e-mail${NBSP}: appelez-le.`;
/** The law's hour before the pickup (Code des transports, D3120-3), said with the pickup the chauffeur keeps. */
const lawful = (a: About, pickup: number) =>
  `Le chauffeur peut attendre ${place(a)} à partir de ${hour(pickup - ARRIVALS.lawfulWaitBeforePickupMinutes * MINUTE_MS)}, pas avant (une heure avant la prise en charge, code des transports, art.${NBSP}D3120-3).`;

function letterOf(alert: OperatorAlert, inbox: string) {
  const footer = (reference?: string) => [...(reference ? [`Référence ${reference}`] : []), replyLine(inbox)];
  let subject: string;
  let letter: Letter;
  switch (alert.kind) {
    case "moved": {
      const later = alert.to > alert.from;
      subject = `${alert.reference}${NBSP}: prise en charge ${later ? "retardée" : "avancée"} à ${hour(alert.to)} – ${What(alert)}`;
      letter = {
        lang: "fr",
        title: `Prise en charge déplacée à ${hour(alert.to)}`,
        paragraphs: [
          `${What(alert)} ${alert.landed ? "est arrivé" : "est attendu"} à ${hour(alert.arrival)}${NBSP}: la prise en charge passe de ${hour(alert.from)} à ${hour(alert.to)}. ${toldText(alert.customerTold)}`,
          lawful(alert, alert.to),
        ],
        sections: [clientSection(alert.client)],
        footer: footer(alert.reference),
      };
      break;
    }
    case "disrupted": {
      const word = alert.status === "diverted" ? "dérouté" : "annulé";
      subject = `${alert.reference}${NBSP}: ${what(alert)} est ${word} – à traiter`;
      letter = {
        lang: "fr",
        title: `${What(alert)} ${word}`,
        paragraphs: [
          `${What(alert)}, attendu pour la prise en charge de ${hour(alert.pickup)}, est ${word}. ${toldText(alert.customerTold)}`,
          `Aucuns frais ne sont dus pour cette course${NBSP}: le site ne permet plus d’y constater une absence. Appelez le client pour convenir d’un autre horaire, ou annulez la course depuis sa page.`,
        ],
        sections: [clientSection(alert.client)],
        footer: footer(alert.reference),
      };
      break;
    }
    case "no-news": {
      const here = alert.why === "not-here";
      subject = `${alert.reference}${NBSP}: ${what(alert)} n’est plus suivi – vérifiez ${here ? "le numéro" : "son arrivée"}`;
      letter = {
        lang: "fr",
        title: here
          ? `${What(alert)}${NBSP}: pas d’arrivée à Nantes ce jour-là`
          : `${What(alert)}${NBSP}: plus de nouvelles`,
        paragraphs: [
          here
            ? `D’après le fournisseur de données, ${what(alert)} n’arrive pas à Nantes le jour de la prise en charge (${hour(alert.pickup)}). Le site ne le suit donc pas${NBSP}: vérifiez le numéro avec le client.`
            : `Le fournisseur de données ne donne plus de nouvelles de ${what(alert)} (prise en charge prévue à ${hour(alert.pickup)}), ni arrivée, ni retard. Le site ne le suit plus${NBSP}: vérifiez son arrivée sur le tableau de l’aéroport ou de la gare avant de constater une éventuelle absence.`,
        ],
        sections: [clientSection(alert.client)],
        footer: footer(alert.reference),
      };
      break;
    }
    case "ceiling": {
      const noun = alert.ceiling === "lookups" ? "vérifications de vols et de trains" : "alertes de vols";
      subject = `Plafond du mois atteint${NBSP}: ${noun} (${alert.month})`;
      letter = {
        lang: "fr",
        title: `Plafond du mois atteint${NBSP}: ${noun}`,
        paragraphs: [
          `Les ${alert.limit}${NBSP}${noun} du mois ${alert.month} sont dépensées (le ${parisDateTime(new Date())}). Jusqu’à la fin du mois, le site n’en demande plus${NBSP}: ${
            alert.ceiling === "lookups"
              ? "le formulaire ne vérifie plus les numéros, et les arrivées ne sont plus suivies. L’heure prévue fait foi et les prises en charge ne bougent plus d’elles-mêmes"
              : "les vols sont encore suivis par la vérification régulière, sans alerte immédiate"
          }. Vérifiez vous-même les arrivées du jour.`,
          `Pour relever le plafond, changez ${alert.ceiling === "lookups" ? "ARRIVALS_LOOKUPS_MONTH" : "ARRIVALS_ALERTS_MONTH"} dans les réglages du projet sur Vercel (et l’offre du fournisseur si besoin).`,
        ],
        sections: [],
        footer: footer(),
      };
      break;
    }
  }
  const reference = alert.kind === "ceiling" ? `arrivals-${alert.month}` : alert.reference;
  const customer = alert.kind === "ceiling" ? site.email.contact : alert.client.email;
  return toBusiness(inbox, customer, {
    kind: "arrival-alert",
    subject: `${subject} – ${site.brand}`,
    letter,
    reference,
  });
}
