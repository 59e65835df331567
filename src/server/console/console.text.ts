import { ENROL_LINK_MINUTES, MAX_UNAVAILABLE_DAYS, SESSION_HOURS } from "../../config/console.js";
import { frenchCatalogue } from "../../lib/i18n.js";

const NBSP = "\u00a0";

/**
 * What the console's function answers (docs/decisions/260-operator-console.md): French only, since only the operator
 * reads it. Each refusal says what to do next.
 */
export const consoleText = frenchCatalogue({
  fr: {
    method: "Méthode non autorisée.",
    type: "Requête mal formée.",
    forbidden: "Cette page ne peut être appelée que depuis la console du site.",
    off: `La console est désactivée sur ce déploiement (BOOKING_LINK_SECRET ou base Upstash partagée absents)${NBSP}: répondez depuis les e-mails.`,
    signedOut: `Session terminée ou révoquée${NBSP}: ouvrez la console avec votre clé d’accès.`,
    limited: `Trop d’essais depuis cette connexion${NBSP}: réessayez dans quelques minutes.`,
    enrolCeiling: `Assez de liens d’enrôlement envoyés pour aujourd’hui${NBSP}: utilisez le dernier reçu, ou réessayez demain.`,
    enrolSent: `Un lien d’enrôlement vient de partir vers la boîte de réservations. Il vaut ${ENROL_LINK_MINUTES}${NBSP}minutes, une seule fois.`,
    enrolNotSent: `Le lien d’enrôlement n’a pas pu partir${NBSP}: réessayez dans un instant.`,
    enrolInvalid: `Ce lien d’enrôlement n’est pas valide, a déjà servi ou a expiré${NBSP}: demandez-en un nouveau depuis la console.`,
    enrolFailed: `La clé d’accès n’a pas pu être vérifiée${NBSP}: recommencez depuis le lien, ou demandez-en un nouveau.`,
    signinFailed: `Cette clé d’accès n’ouvre pas la console${NBSP}: si vous avez changé de téléphone, enregistrez-le avec un lien d’enrôlement.`,
    stepUp: `Confirmez avec votre clé d’accès${NBSP}: cet acte engage de l’argent.`,
    stepUpFailed: `La clé d’accès n’a pas confirmé cet acte${NBSP}: rien n’a été fait.`,
    store: `La base ne répond pas pour l’instant${NBSP}: réessayez dans une minute.`,
    unknownAction: "Action inconnue.",
    unknownRequest: `Cette demande n’est plus en attente${NBSP}: elle a reçu une réponse, ou s’est close d’elle-même.`,
    invalidDevice: `Cet appareil ne peut pas recevoir les alertes (service de notification inconnu).`,
    invalidPeriod: `Indiquez un début et une fin, dans l’ordre, sur ${MAX_UNAVAILABLE_DAYS}${NBSP}jours au plus, et pas déjà passés.`,
    periodsFull: `Trop de périodes enregistrées${NBSP}: supprimez-en une d’abord.`,
    invalidPeriodText: "Période ou mois inconnu.",
    archiveTooLarge: (megabytes: number) =>
      `Les pièces de cette période dépassent ${megabytes}${NBSP}Mo, plus qu’un seul téléchargement n’en porte${NBSP}: téléchargez-les mois par mois.`,
    archiveLate: `Les pièces n’ont pas pu être toutes lues à temps${NBSP}: réessayez dans une minute, ou mois par mois.`,
    missingDocuments: (lines: string[]) =>
      [
        `Pièces que nomme le registre mais dont le PDF n’est pas conservé sur le site${NBSP}:`,
        ...lines,
        "",
        `Une pièce émise avant que le site conserve les PDF se trouve dans la boîte de l’entreprise, qui en a reçu copie le jour de son émission.`,
        `Une pièce tout juste numérotée dont l’envoi a échoué repart au prochain passage du site, dans l’heure${NBSP}: téléchargez de nouveau l’archive ensuite.`,
      ].join("\r\n"),
    missingDocument: (number: string, reference: string) => `${number} (réservation ${reference})`,
    sessionHours: `${SESSION_HOURS}${NBSP}heures`,
    enrolSubject: (minutes: number) => `Enregistrer un téléphone pour la console (lien valable ${minutes}${NBSP}min)`,
    enrolTitle: "Enregistrer un téléphone pour la console",
    enrolParagraphs: (minutes: number, at: string) => [
      `Quelqu’un a demandé le ${at} un lien pour enregistrer un téléphone sur la console de l’exploitant. Ouvrez-le sur le téléphone à enregistrer, dans les ${minutes}${NBSP}minutes${NBSP}: il vous demandera de créer une clé d’accès (visage, empreinte ou code du téléphone), sans mot de passe.`,
      `Enregistrer ce téléphone retire l’accès à tout autre appareil enregistré jusqu’ici et ferme toutes les sessions ouvertes. Si vous n’avez rien demandé, ignorez cet e-mail${NBSP}: le lien ne sert qu’une fois, et rien ne change tant qu’il n’est pas ouvert.`,
    ],
    enrolAction: "Enregistrer ce téléphone",
  },
});
