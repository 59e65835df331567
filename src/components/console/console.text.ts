import { ARCHIVE_MAX_MEGABYTES, ENROL_LINK_MINUTES, SESSION_HOURS } from "~/config/console";
import { frenchCatalogue } from "~/lib/i18n";

const NBSP = "\u00a0";
const euros = (cents: number) =>
  `${(cents / 100).toLocaleString("fr-FR", { minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 }).replace(/\u202f/g, NBSP)}${NBSP}€`;

/** "2 h 05", "35 min": the time left to answer. */
function left(ms: number): string {
  if (ms <= 0) return "délai écoulé";
  const minutes = Math.ceil(ms / 60_000);
  if (minutes < 60) return `${minutes}${NBSP}min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours}${NBSP}h${NBSP}${String(minutes % 60).padStart(2, "0")}`;
  return `${Math.floor(hours / 24)}${NBSP}jours`;
}

/**
 * What the operator's console says (src/components/console): French only, since only he reads it. The server's own
 * refusals come in its answers (src/server/console/console.text.ts).
 */
export const consoleWords = frenchCatalogue({
  fr: {
    eyebrow: "Espace exploitant",
    title: "Console de l’exploitant",
    lead: `Votre journée, les demandes à traiter et leurs délais, les encaissements et les alertes, sur votre téléphone. Ouverte avec votre clé d’accès, sans mot de passe.`,
    noScript: "La console a besoin de JavaScript pour vérifier votre clé d’accès.",
    loading: "Ouverture de la console…",
    installTitle: "Sur l’écran d’accueil",
    installIos: `iPhone (iOS 16.4 ou plus récent)${NBSP}: dans Safari, Partager, puis «${NBSP}Sur l’écran d’accueil${NBSP}». Ouvrez ensuite la console depuis son icône pour recevoir les alertes.`,
    installAndroid: `Android${NBSP}: dans Chrome, le menu ⋮, puis «${NBSP}Installer l’application${NBSP}».`,
    keyTitle: "Votre clé d’accès",
    keyNote: `Aucun mot de passe${NBSP}: la console s’ouvre avec le visage, l’empreinte ou le code de votre téléphone. Les sessions durent ${SESSION_HOURS}${NBSP}heures au plus, et un encaissement ou un remboursement redemande la clé. Téléphone perdu${NBSP}: un nouveau lien d’enrôlement retire l’accès à l’ancien.`,
    alertsTitle: "Les alertes",
    alertsNote: `Chaque alerte ouvre son dossier ici. Une alerte urgente (prise en charge proche, ou demande de nuit) non ouverte repart par SMS quelques minutes plus tard. Les e-mails restent l’archive.`,
    offline: `Le site ne répond pas${NBSP}: vérifiez votre connexion, puis réessayez.`,
    unexpected: `Réponse inattendue du site${NBSP}: réessayez dans un instant.`,
    noPasskeys: `Ce navigateur ne gère pas les clés d’accès${NBSP}: ouvrez la console dans Safari (iOS 16.4 ou plus récent) ou Chrome.`,
    cancelled: `La clé d’accès n’a pas été utilisée${NBSP}: rien n’a changé.`,
    // Signed out
    signinTitle: "Ouvrir la console",
    signinLead: `Votre téléphone vous demande votre visage, votre empreinte ou son code${NBSP}: c’est votre clé d’accès.`,
    signin: "Ouvrir avec ma clé d’accès",
    enrolTitle: "Nouveau téléphone ou téléphone perdu",
    enrolLead: `Un lien d’enrôlement part vers la boîte de réservations, valable ${ENROL_LINK_MINUTES}${NBSP}minutes, une seule fois. L’enregistrement d’un téléphone retire l’accès à tous les autres.`,
    enrolAsk: "Recevoir un lien d’enrôlement",
    enrolStepTitle: "Enregistrer ce téléphone",
    enrolStepLead: `Ce téléphone va créer sa clé d’accès pour la console. Tout autre appareil enregistré perd l’accès, et toutes les sessions ouvertes sont fermées.`,
    enrol: "Créer ma clé d’accès",
    enrolled: "Ce téléphone est enregistré. La console est ouverte.",
    // Signed in
    tabs: { day: "Journée", open: "À traiter", settings: "Réglages" },
    signOut: "Se déconnecter",
    sessionNote: `Session de ${SESSION_HOURS}${NBSP}heures au plus`,
    refresh: "Actualiser",
    updated: (time: string) => `À jour à ${time}`,
    today: "Aujourd’hui",
    tomorrow: "Demain",
    noTrip: "Aucune course.",
    nothingOpen: `Rien n’attend votre réponse.`,
    openCount: (n: number) => (n === 0 ? "rien en attente" : n === 1 ? "1 en attente" : `${n} en attente`),
    tripsCount: (n: number) => (n === 0 ? "aucune course" : n === 1 ? "1 course" : `${n} courses`),
    conflictsTitle: "Conflits",
    conflict: (kind: "cars" | "drive", a: string, b: string) =>
      kind === "cars"
        ? `${a} et ${b}${NBSP}: plus de courses en même temps que de voitures.`
        : `${a} puis ${b}${NBSP}: pas le temps de rouler de l’une à l’autre.`,
    conflictBadge: "Conflit",
    awayTitle: "Absences",
    away: (from: string, to: string) => `Indisponible du ${from} au ${to}${NBSP}: le site ne prend que des demandes.`,
    // A trip
    passengers: (n: string) => `${n}${NBSP}pers.`,
    call: "Appeler",
    text: "SMS",
    navigate: "Itinéraire",
    flight: "Vol ou train",
    notes: "Précisions",
    company: "Société",
    payment: "Paiement",
    owed: (cents: number) => `reste dû${NBSP}: ${euros(cents)}`,
    held: (cents: number) => `déjà encaissé${NBSP}: ${euros(cents)}`,
    settled: "réglée",
    cardMissing: "carte manquante",
    changePending: "modification demandée",
    modes: {
      prepaid: "payée en ligne",
      guarantee: "carte gardée",
      "in-car": "à bord",
      none: "mode non choisi",
    },
    states: {
      confirmed: "Confirmée",
      ended: "Terminée",
      closed: "Close",
      "no-show": "Client absent",
      "cancelled-by-customer": "Annulée par le client",
      "cancelled-by-operator": "Annulée",
      declined: "Déclinée",
      requested: "Demande",
      booked: "À confirmer",
      proposed: "Proposée",
      unknown: "Enregistrée",
    } as Record<string, string>,
    price: (euros_: number) => `${euros_.toLocaleString("fr-FR")}${NBSP}€`,
    manage: "Gérer la course",
    close: "Fermer",
    acts: {
      "no-show": "Constater l’absence",
      "take-fee": "Encaisser les frais",
      end: "Clore au prix convenu",
      refund: "Rembourser",
    } as Record<string, string>,
    refundAmount: "Montant à rembourser (€)",
    noAct: `Aucun acte possible sur cette course pour l’instant.`,
    stepUpNote: `Cet acte engage de l’argent${NBSP}: votre clé d’accès vous sera demandée.`,
    feeLine: (cents: number) => `Frais prévus${NBSP}: ${euros(cents)}`,
    // Open items
    kinds: {
      request: "Demande de devis",
      booking: "Réservation au tarif",
      change: "Modification",
      proposal: "Proposition envoyée",
    },
    timeLeft: (ms: number) => `Répondre sous ${left(ms)}`,
    proposalLeft: (ms: number) => `Le client a ${left(ms)} pour répondre`,
    ofBooking: (reference: string) => `de la réservation ${reference}`,
    priceLabel: "Prix (€ TTC)",
    fare: (euros_: number) => `Tarif indiqué${NBSP}: ${euros_.toLocaleString("fr-FR")}${NBSP}€`,
    confirm: "Confirmer",
    propose: "Proposer ce prix",
    decline: "Décliner",
    heldOpen: (cents: number) => `déjà payé${NBSP}: ${euros(cents)}`,
    answered: "Réponse envoyée au client.",
    answeredRef: (reference: string) => `${reference}${NBSP}: réponse envoyée au client.`,
    answer: "Répondre",
    // Settings
    devicesTitle: "Alertes sur ce téléphone",
    devicesLead: `Une alerte arrive à chaque demande, réservation, acceptation, annulation, modification ou paiement refusé. Une alerte urgente non ouverte repart par SMS.`,
    pushOn: "Recevoir les alertes ici",
    pushTest: "Envoyer une alerte d’essai",
    pushUnsupported: `Ce navigateur ne reçoit pas d’alertes${NBSP}: sur iPhone, ajoutez d’abord la console à l’écran d’accueil (Partager, puis «${NBSP}Sur l’écran d’accueil${NBSP}»).`,
    pushDenied: `Les notifications sont refusées pour ce site${NBSP}: autorisez-les dans les réglages du téléphone.`,
    pushNoKey: `Les alertes ne sont pas configurées sur ce déploiement (clés VAPID absentes).`,
    pushDone: "Ce téléphone recevra les alertes.",
    pushTested: (n: number) =>
      n ? `Alerte d’essai envoyée à ${n}${NBSP}appareil(s).` : "Aucun appareil n’a reçu l’alerte d’essai.",
    remove: "Retirer",
    devices: { iphone: "iPhone", android: "Android", other: "Navigateur" },
    noDevice: "Aucun appareil ne reçoit les alertes.",
    sessionsTitle: "Sessions ouvertes",
    thisSession: "cet appareil",
    until: (at: string) => `jusqu’au ${at}`,
    revoke: "Fermer",
    revokeOthers: "Fermer toutes les autres",
    periodsTitle: "Périodes d’absence",
    periodsLead: `Pendant une absence, le formulaire ne propose plus de réservation au tarif, seulement une demande de devis.`,
    from: "Du",
    to: "Au",
    note: "Note (facultative)",
    addPeriod: "Ajouter l’absence",
    noPeriod: "Aucune absence prévue.",
    registerTitle: "Registre des recettes",
    registerLead: `Chaque encaissement, remboursement, note, facture et avoir du mois ou de l’année, en CSV pour votre comptable, et les PDF des pièces.`,
    month: "Mois",
    wholeYear: (year: string) => `Toute l’année ${year}`,
    download: "Télécharger le CSV",
    downloadDocuments: "Télécharger les pièces (ZIP)",
    documentsNote: `L’archive ZIP contient le CSV et le PDF de chaque note, facture et avoir qu’il nomme, tels qu’envoyés, nommés par leur numéro. Au-delà de ${ARCHIVE_MAX_MEGABYTES}${NBSP}Mo, téléchargez mois par mois.`,
  },
});

export { euros as formatCents };
