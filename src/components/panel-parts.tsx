import { CircleAlert, Loader2, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

/**
 * What the panels of the link pages (the operator's answer, a price proposal, « Gérer ma réservation ») show
 * the same way: the line while the link is read, a card when it cannot be, the rows of a trip, and a button's
 * icon that turns into a spinner while its request runs.
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
