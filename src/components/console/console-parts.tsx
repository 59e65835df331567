import { CircleAlert, BadgeCheck, MapPin } from "lucide-react";
import type { ReactNode } from "react";

/** What an act just did, or why it did not: read out as it appears. */
export type Said = { tone: "done" | "warn"; text: string } | null;

export function SaidLine({ said, className = "mt-3" }: { said: Said; className?: string }) {
  if (!said) return null;
  const Icon = said.tone === "done" ? BadgeCheck : CircleAlert;
  return (
    <p
      role={said.tone === "warn" ? "alert" : "status"}
      className={`${className} flex gap-2.5 rounded-xl border p-3 text-sm leading-relaxed ${said.tone === "warn" ? "border-gold-ink/40 bg-white" : "border-transparent bg-ivory"}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-gold-ink" />
      <span>{said.text}</span>
    </p>
  );
}

/** The answer of a call, as a line: its own words when it has them. */
export function saidOf(status: number, data: Record<string, unknown>, done: string): Said {
  if (status >= 200 && status < 300 && !data.error)
    return { tone: data.warning ? "warn" : "done", text: String(data.warning ?? data.done ?? done) };
  return { tone: "warn", text: String(data.error ?? done) };
}

/** A heading of the console's sections: a thin gold rule, the title, and what sits at its right. */
export function SectionTitle({ id, children, aside }: { id?: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <div className="flex items-end justify-between gap-4 border-b border-line pb-2">
      <h2 id={id} className="text-xl leading-tight text-ink sm:text-2xl">
        {children}
      </h2>
      {aside && <p className="shrink-0 text-sm text-muted">{aside}</p>}
    </div>
  );
}

/** A small label on a card: a state, a kind, a warning. */
export function Badge({ children, tone = "plain" }: { children: ReactNode; tone?: "plain" | "gold" | "alert" }) {
  const tones = {
    plain: "border-line bg-ivory text-ink/80",
    gold: "border-gold/50 bg-gold/15 text-gold-ink",
    alert: "border-[#b42318]/40 bg-[#b42318]/8 text-[#8f1d13]",
  };
  return (
    <span className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>
      {children}
    </span>
  );
}

/** « samedi 28 novembre », a day of the console in Nantes. */
export function longDay(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString("fr-FR", {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });
}

/** « 28/11 à 09:15 », an instant in Nantes. */
export function shortMoment(at: number): string {
  const d = new Date(at);
  const day = d.toLocaleDateString("fr-FR", { day: "2-digit", month: "2-digit", timeZone: "Europe/Paris" });
  const time = d.toLocaleTimeString("fr-FR", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Paris" });
  return `${day} à ${time}`;
}

/** A map's directions to an address, which the phone opens in its maps application. */
export const mapsHref = (address: string) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;

/** A phone number as a tel: or sms: link reads it: digits and a leading +. */
export const dialable = (phone: string) => phone.replace(/[^\d+]/g, "");

/** Where a ride goes: its pick-up opens in the maps, its destination follows. */
export function RouteLine({
  from,
  to,
  className,
  strong = false,
}: {
  from: string;
  to: string;
  className: string;
  strong?: boolean;
}) {
  return (
    <p className={`${className} flex gap-2 text-sm leading-snug`}>
      <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-gold-ink" />
      <span>
        <a
          href={mapsHref(from)}
          className={`${strong ? "font-medium " : ""}underline decoration-gold/60 underline-offset-4`}
        >
          {from}
        </a>
        <span className="text-muted"> → {to}</span>
      </span>
    </p>
  );
}
