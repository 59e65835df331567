import type { InputHTMLAttributes, ReactNode } from "react";

type TextFieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** "(facultatif)" in French, the page's word otherwise. */
  optionalLabel?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id">;

export function TextField({
  id,
  label,
  error,
  hint,
  required = true,
  optionalLabel = "(facultatif)",
  className = "",
  ...input
}: TextFieldProps) {
  const describedBy = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label} {required ? <RequiredMark /> : <span className="font-normal text-muted">{optionalLabel}</span>}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy}
        className="field-input"
        {...input}
      />
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * A field's error, read with its field (aria-describedby) rather than announced as it appears: leaving empty
 * fields one after another must not fire a string of alerts. A failed step is announced once, by the form.
 */
export function FieldError({ id, message }: { id?: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error">
      {message}
    </p>
  );
}

/**
 * A required choice between a few cards (the trip's type, a booking or a quote, how to pay): the radios stay real,
 * only unseen, so the keyboard and screen readers choose as in any form. The chosen card is outlined.
 */
export function CardChoice<V extends string | boolean>({
  legend,
  name,
  options,
  render,
  value,
  onChange,
  columns,
  card,
  errorId,
  error,
}: {
  legend: string;
  name: string;
  options: readonly V[];
  /** What a card says of its option. */
  render: (option: V) => ReactNode;
  value: V | null;
  onChange: (value: V) => void;
  /** The grid's columns, by screen width. */
  columns: string;
  /** A card's own layout. */
  card: string;
  errorId: string;
  error: string | undefined;
}) {
  return (
    <fieldset>
      <legend className="field-label">
        {legend} <RequiredMark />
      </legend>
      <div
        className={`mt-1 grid gap-3 ${columns}`}
        role="radiogroup"
        aria-required="true"
        aria-describedby={error ? errorId : undefined}
      >
        {options.map((option) => (
          <label
            key={String(option)}
            className={`${card} transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-(--ring) ${value === option ? "border-gold-ink bg-sand/60" : "border-line bg-white hover:border-ink/30"}`}
          >
            <input
              type="radio"
              name={name}
              // A yes or no has no value of its own to send: the form's state holds it.
              value={typeof option === "string" ? option : undefined}
              className="sr-only"
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {render(option)}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** The mark of a required field, seen only: the field itself says it is required (aria-required, radiogroup). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-gold-ink">
      *
    </span>
  );
}

/** A page the form points to (the terms, the fares, the privacy notice), opened beside it: what is typed stays. */
export function NewTabLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener" className="font-medium text-gold-ink underline underline-offset-2">
      {children}
    </a>
  );
}
