import { CANCELLATION } from "../../src/config/terms-of-sale";
import type { BookingLocale } from "../../src/lib/booking/schema";
import type { MailMessage } from "../../src/server/mail/types";
import { operatorDayEmail } from "../../src/server/operator/day-email";
import { refusalCopyEmail, refusalEmail } from "../../src/server/operator/refusal-email";
import {
  proposalCopyEmail,
  proposalDeclinedEmail,
  proposalEmail,
  proposalExpiredEmail,
} from "../../src/server/proposal/proposal-letters";
import type { SealedProposal } from "../../src/server/proposal/token";
import { customerEmail } from "../../src/server/request/acknowledgement-email";
import { businessEmail, templateParams } from "../../src/server/request/business-email";
import type { SealedRequest } from "../../src/server/request/sealed-request";
import { cancellationCopyEmail, cancellationEmail } from "../../src/server/trip/emails/cancellation";
import { noShowCopyEmail, noShowEmail } from "../../src/server/trip/emails/no-show";
import {
  changeDeclinedCopyEmail,
  changeDeclinedEmail,
  changeReceivedEmail,
  changeRequestEmail,
} from "../../src/server/trip/emails/change";
import { proofCopyEmail, proofEmail } from "../../src/server/trip/emails/proof";
import { reminderEmail } from "../../src/server/trip/emails/reminder";
import { reviewEmail } from "../../src/server/trip/emails/review";
import type { CancellationView as Cancellation } from "../../src/server/booking/views";
import type { Trip } from "../../src/server/trip/store";
import {
  dueCopyEmail,
  dueEmail,
  type Paperwork,
  paperworkCopyEmail,
  paperworkEmail,
  refundEmail,
} from "../../src/server/settlement/settlement-letters";

/**
 * Every e-mail the project writes, in both languages, from one fixed trip: what the tests that read all our
 * letters at once (the rules they state, their typography) go through. Links are stand-ins: no secret seals them.
 */
const SITE = "https://www.vtc-premium-nantes.fr";
const INBOX = "contact@vtc-premium-nantes.fr";
const at = (iso: string) => new Date(iso);

export function allLetters(): MailMessage[] {
  return (["fr", "en"] as const).flatMap((locale) => lettersIn(locale));
}

function lettersIn(locale: BookingLocale): MailMessage[] {
  const booking = {
    prenom: "Léa",
    nom: "Martin",
    telephone: "06 12 34 56 78",
    email: "lea@exemple.fr",
    datePriseEnCharge: "2027-03-04",
    heurePriseEnCharge: "08:30",
    lieuDepart: "Aéroport Nantes Atlantique, 44340 Bouguenais",
    lieuArrivee: "12 rue de Strasbourg, 44000 Nantes",
    typeDeplacementProfessionnel: true,
    nombrePassagers: "2" as const,
    numeroVolTrain: "AF1234",
    informationsSupplementaires: "Siège bébé",
    consentementRgpd: true as const,
    locale,
    engagement: "demande" as const,
    refusAvis: false,
  };
  const params = templateParams(booking, "VPN-270301-ABCD", INBOX, at("2027-03-01T10:15:00Z"), SITE);
  const request: SealedRequest = {
    reference: "VPN-270301-ABCD",
    receivedAt: "2027-03-01T10:15:00.000Z",
    expiresAt: at("2027-03-31T10:15:00Z").getTime(),
    estimate: params.estimate,
    locale,
    firstName: "Léa",
    lastName: "Martin",
    phone: "06 12 34 56 78",
    email: "lea@exemple.fr",
    date: "2027-03-04",
    time: "08:30",
    from: "Aéroport Nantes Atlantique, 44340 Bouguenais",
    to: "12 rue de Strasbourg, 44000 Nantes",
    passengers: "2",
    professional: true,
    flightOrTrain: "AF1234",
    booked: false,
    notes: "Siège bébé",
    reviewOptOut: false,
  };
  const booked: SealedRequest = { ...request, booked: true };
  const bookedParams = templateParams(
    { ...booking, engagement: "reservation", tarifAccepte: params.estimate ?? 84 },
    "VPN-270301-ABCD",
    INBOX,
    at("2027-03-01T10:15:00Z"),
    SITE,
  );
  const proof = {
    request,
    price: 42,
    confirmedAt: at("2027-03-01T11:00:00Z"),
    siteOrigin: SITE,
    manageUrl: `${SITE}/m`,
  };
  const proposal: SealedProposal = {
    request,
    price: 55,
    proposedAt: "2027-03-01T11:00:00.000Z",
    expiresAt: at("2027-03-04T05:30:00Z").getTime(),
  };
  const trip: Trip = { request, price: 84, bookedAt: "2027-03-01T11:00:00.000Z", sequence: 0 };
  const cancellation = (feePercent: number, fee: number, by: "customer" | "operator" = "customer"): Cancellation => ({
    at: "2027-03-03T10:00:00.000Z",
    feePercent,
    // In cents, as the booking's record keeps it.
    fee: Math.round(fee * 100),
    graceUsed: false,
    sequence: 1,
    by,
    ...(by === "operator" ? { reason: "Véhicule en panne" } : {}),
  });
  const change: SealedRequest = {
    ...request,
    reference: "VPN-270302-WXYZ",
    time: "09:00",
    changes: {
      reference: request.reference,
      price: 84,
      date: request.date,
      time: request.time,
      from: request.from,
      to: request.to,
    },
  };
  const links = { confirm: `${SITE}/c`, decline: `${SITE}/d` };
  const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
  const paperwork: Paperwork[] = [
    {
      kind: "receipt",
      number: "N2027-0003",
      label: "Course du 04/03/2027 à 08:30",
      total: 8400,
      status: "réglée le 04/03/2027",
      pdf,
    },
    {
      kind: "invoice",
      number: "2027-0007",
      label: "Course du 04/03/2027 à 08:30",
      total: 9900,
      status: "à régler à bord",
      pdf,
    },
  ];
  const noShow = { at: "2027-03-04T08:00:00.000Z", feePercent: 100, fee: 8400 };
  return [
    businessEmail(params, links),
    businessEmail(bookedParams, links),
    customerEmail({ ...params, to_email: booking.email }),
    customerEmail({ ...bookedParams, to_email: booking.email }),
    proofEmail(proof),
    proofEmail({ ...proof, request: booked }),
    proofCopyEmail({ ...proof, acceptedAt: at("2027-03-01T11:30:00Z"), operatorUrl: `${SITE}/o` }, INBOX),
    proofEmail({ ...proof, sequence: 1, changed: true, byOperator: true }),
    refusalEmail(request, SITE),
    refusalCopyEmail(request, at("2027-03-01T11:00:00Z"), INBOX),
    proposalEmail({ proposal, links: { accept: `${SITE}/a`, decline: `${SITE}/d` }, siteOrigin: SITE }),
    proposalEmail({
      proposal: { ...proposal, request: booked },
      links: { accept: `${SITE}/a`, decline: `${SITE}/d` },
      siteOrigin: SITE,
    }),
    proposalCopyEmail(proposal, INBOX),
    proposalDeclinedEmail(proposal, at("2027-03-02T09:00:00Z"), INBOX),
    proposalExpiredEmail(proposal, INBOX),
    reminderEmail(trip, `${SITE}/m`),
    ...[0, CANCELLATION.latePercent, CANCELLATION.lastPercent]
      .map((percent) => [percent, (84 * percent) / 100])
      .flatMap(([percent = 0, fee = 0]) => [
        cancellationEmail(trip, cancellation(percent, fee), SITE),
        cancellationCopyEmail(trip, cancellation(percent, fee), INBOX, SITE),
      ]),
    cancellationEmail(trip, cancellation(0, 0, "operator"), SITE),
    cancellationCopyEmail(trip, cancellation(0, 0, "operator"), INBOX, SITE),
    // What was paid online, given back at the cancellation (all, or all but the fee), or owed back still.
    cancellationEmail(trip, cancellation(0, 0, "operator"), SITE, 8400),
    cancellationEmail(trip, cancellation(CANCELLATION.latePercent, 42), SITE, 4200),
    cancellationCopyEmail(trip, cancellation(CANCELLATION.latePercent, 42), INBOX, SITE, { refunded: 4200, owed: 0 }),
    cancellationCopyEmail(trip, cancellation(0, 0, "operator"), INBOX, SITE, { refunded: 0, owed: 8400 }),
    ...(["no-card", "needs-customer", "declined"] as const).flatMap((why) => [
      dueEmail(
        trip,
        {
          amount: 4200,
          label: "Frais d’annulation tardive",
          link: `${SITE}/p`,
          until: at("2027-04-03T10:00:00Z"),
          why,
        },
        SITE,
      ),
      dueCopyEmail(trip, { amount: 4200, label: "Frais d’annulation tardive", why, told: why !== "declined" }, INBOX),
    ]),
    ...paperwork.flatMap((p) => [paperworkEmail(trip, p, SITE), paperworkCopyEmail(trip, p, INBOX)]),
    refundEmail(trip, 1500, SITE),
    noShowEmail(trip, noShow, SITE),
    noShowCopyEmail(trip, noShow, INBOX),
    changeRequestEmail(change, links, INBOX),
    changeReceivedEmail(change),
    changeDeclinedEmail(change),
    changeDeclinedCopyEmail(change, at("2027-03-02T09:00:00Z"), INBOX),
    reviewEmail(trip, "https://g.page/r/x", `${SITE}/u`, `${SITE}/api/unsubscribe`),
    operatorDayEmail(
      "2027-03-04",
      [{ trip, cancellation: null, change: null, operatorUrl: `${SITE}/o` }],
      INBOX,
      SITE,
      at("2027-03-03T18:00:00Z"),
      { requests: [{ request: { ...request, reference: "VPN-270302-OPEN" }, links }], proposals: [{ proposal }] },
    ),
  ];
}
