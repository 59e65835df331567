import { Plane, TrainFront } from "lucide-react";
import { parisHour } from "~/lib/paris-time";
import type { ArrivalView } from "~/server/booking/views";

const NBSP = "\u00a0";
const at = (iso: string) => parisHour(new Date(iso));

/**
 * The arrival a trip's pickup waits for, on the operator's trip page (docs/decisions/250-arrivals-followed.md): where it
 * stands, the pickup it moved to and the earliest the chauffeur may wait there (an hour before the pickup: Code des
 * transports, D3120-3), the free waiting from it, or why it is no longer followed.
 */
export function TripArrival({ arrival: a, agreed }: { arrival: ArrivalView; agreed: string }) {
  const Icon = a.kind === "flight" ? Plane : TrainFront;
  const what = `${a.kind === "flight" ? "Vol" : "Train"} ${a.number}${a.origin ? ` · ${a.origin}` : ""}`;
  const place = a.kind === "flight" ? "à l’aéroport" : "à la gare";
  const times = a.landed
    ? `${a.kind === "flight" ? "Atterri" : "Arrivé"} à ${at(a.landed)}${a.scheduled ? ` (prévu à ${at(a.scheduled)})` : ""}`
    : a.scheduled
      ? `${a.kind === "flight" ? "Atterrissage prévu" : "Arrivée prévue"} à ${at(a.scheduled)}${a.estimated ? `, estimé à ${at(a.estimated)}` : ""}`
      : "Pas encore vérifié auprès du fournisseur.";
  const origin =
    a.kind === "flight" && a.international !== undefined
      ? a.international
        ? "En provenance de l’étranger"
        : "Vol intérieur"
      : null;
  const status =
    a.status === "diverted" || a.status === "cancelled"
      ? `${a.kind === "flight" ? "Vol" : "Train"} ${a.status === "diverted" ? "dérouté" : "annulé"}${NBSP}: aucuns frais ne sont dus et aucune absence ne peut être constatée. Appelez le client, puis corrigez ou annulez la course.`
      : a.following === "not-here"
        ? `D’après le fournisseur, ${a.kind === "flight" ? "ce vol n’atterrit pas" : "ce train n’arrive pas"} à Nantes ce jour-là${NBSP}: vérifiez le numéro avec le client. Il n’est pas suivi.`
        : a.following === "ceiling" || a.following === "no-news"
          ? `${a.following === "ceiling" ? "Le plafond du mois est atteint" : "Plus de nouvelles du fournisseur"}${NBSP}: l’arrivée n’est plus suivie et la prise en charge ne bouge plus d’elle-même. Vérifiez-la sur le tableau ${a.kind === "flight" ? "de l’aéroport" : "de la gare"} avant de constater une absence.`
          : null;
  return (
    <div className="flex gap-4 border-t border-line px-6 py-5 text-sm leading-relaxed sm:px-8">
      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-gold-ink" />
      <div className="grid gap-1">
        <p className="font-semibold">{what}</p>
        <p>
          {times}
          {origin ? ` · ${origin}` : ""}.
        </p>
        {status ? (
          <p>{status}</p>
        ) : (
          <>
            <p>
              Prise en charge à <strong>{at(a.pickup)}</strong>
              {a.moved ? ` (convenue à ${agreed})` : ""}${NBSP}: le chauffeur peut attendre {place} à partir de{" "}
              {at(a.lawfulFrom)}, pas avant (une heure avant la prise en charge, code des transports, art.{NBSP}
              D3120-3).
            </p>
            <p className="text-muted">
              {a.waitingMinutes}
              {NBSP}minutes d’attente offertes à partir de {at(a.waitingFrom)}.
            </p>
          </>
        )}
      </div>
    </div>
  );
}
