import { CircleAlert, Loader2, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { phoneDisplay, telHref } from "~/config/site";
import type { BookingLocale } from "~/lib/booking/schema";

/** A panel's record while its link is read, once it is, or why it cannot be. */
export type Loaded<V> = { kind: "loading" } | { kind: "error"; message: string } | { kind: "ready"; view: V };
/** What an act just did, or why it did not. */
export type Notice = { tone: "done" | "warn"; text: string };

/**
 * What the panels of the link pages (the operator's answer, a price proposal, « Gérer ma réservation ») show
 * the same way: the line while the link is read, a card when it cannot be, the rows of a trip, a button's
 * icon that turns into a spinner while its request runs, what a request brought back, and the number to call.
 */
export function PanelLoading({ children }: { children: ReactNode }) {
  return (
    <p className="card flex items-center gap-3 p-6 text-muted sm:p-8" role="status">
      <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin text-gold-ink" /> {children}
    </p>
  );
}

export function PanelError({ message }: { message: string }) {
  return (
    <div className="card flex gap-4 p-6 sm:p-8" role="alert">
      <CircleAlert aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0 text-gold-ink" />
      <p className="leading-relaxed">{message}</p>
    </div>
  );
}

/** Labelled values, one per row on a wide screen, the label above its value on a phone. */
export function DetailRows({ rows, className }: { rows: [string, ReactNode][]; className: string }) {
  return (
    <dl className={className}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm text-muted sm:pt-0.5">{label}</dt>
          <dd className="-mt-2 font-medium break-words sm:mt-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A button's icon, or a spinner while the button's request runs. */
export function BusyIcon({ busy, icon: Icon }: { busy: boolean; icon: LucideIcon }) {
  return busy ? (
    <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" />
  ) : (
    <Icon aria-hidden="true" className="h-4 w-4" />
  );
}

/** What the last request brought back that did not go as asked: read out as it appears. */
export function PanelAlert({ children, className = "mt-4" }: { children: ReactNode; className?: string }) {
  return (
    <p
      role="alert"
      className={`${className} rounded-xl border border-gold-ink/40 bg-white p-4 text-sm leading-relaxed`}
    >
      {children}
    </p>
  );
}

/** The customer's panels end on the phone number: a question is answered by a person. */
export function CallUs({
  question,
  locale,
  className = "mt-6 text-sm text-muted",
}: {
  question: string;
  locale: BookingLocale;
  className?: string;
}) {
  return (
    <p className={className}>
      {question}{" "}
      <a href={telHref} className="font-medium whitespace-nowrap text-ink underline underline-offset-2">
        {phoneDisplay(locale)}
      </a>
      .
    </p>
  );
}
