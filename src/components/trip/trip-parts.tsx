import { ArrowLeft, CalendarCheck, type LucideIcon } from "lucide-react";
import type { ReactNode, Ref } from "react";
import type { Notice } from "~/components/panel-parts";

/**
 * What the last act on the trip page (on the trip or on its money) did, or why it did not: focused once shown, so
 * it is read out.
 */
export function ActNotice({
  notice,
  ref,
  className,
  done,
}: {
  notice: Notice;
  ref: Ref<HTMLDivElement>;
  /** Its margin, and its background once done: each part of the page sets it against its own. */
  className: string;
  done: string;
}) {
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role={notice.tone === "warn" ? "alert" : "status"}
      className={`${className} flex gap-3 rounded-xl p-4 leading-relaxed outline-none ${notice.tone === "warn" ? "border border-gold-ink/40 bg-white" : done}`}
    >
      <CalendarCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-gold-ink" />
      <p>{notice.text}</p>
    </div>
  );
}

/** « Continuer » to the review step (the form's submit, unless onContinue is given) and « Retour » to the acts. */
export function StepButtons({
  onBack,
  onContinue,
  icon: Icon,
}: {
  onBack: () => void;
  onContinue?: () => void;
  icon?: LucideIcon;
}) {
  return (
    <div className="mt-6 flex flex-col gap-4 sm:flex-row">
      <button type={onContinue ? "button" : "submit"} onClick={onContinue} className="btn-gold">
        {Icon && <Icon aria-hidden="true" className="h-4 w-4" />}
        Continuer
      </button>
      <button type="button" onClick={onBack} className="btn-ghost-dark">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Retour
      </button>
    </div>
  );
}

/** An act's form, its fields first: submitting it (« Continuer ») opens the review step, « Retour » the acts. */
export function StepForm({
  className,
  icon,
  onReview,
  onBack,
  children,
}: {
  className?: string;
  icon?: LucideIcon;
  onReview: () => void;
  onBack: () => void;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onReview();
      }}
    >
      {children}
      <StepButtons icon={icon} onBack={onBack} />
    </form>
  );
}
