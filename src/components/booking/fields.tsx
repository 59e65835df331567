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
        {label}{" "}
        {required ? (
          <span aria-hidden="true" className="text-gold-ink">
            *
          </span>
        ) : (
          <span className="font-normal text-muted">{optionalLabel}</span>
        )}
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
