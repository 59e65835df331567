import { useEffect, useRef, useState } from "react";
import { MapPin } from "lucide-react";
import type { BookingLocale } from "~/lib/booking/schema";
import { fetchSuggestions, MIN_CHARS, type Suggestion } from "./places-client";
import { FieldError, RequiredMark } from "./fields";
import { bookingFormText } from "./booking-form.text";

/** 300 ms after the last keystroke, from 2 characters (docs/product.md, address suggestions). */
export const DEBOUNCE_MS = 300;

type AddressInputProps = {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  placeholder?: string;
  locale?: BookingLocale;
};

function newSessionToken(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random()}`;
}

/**
 * Address field with suggestions, following the WAI-ARIA combobox pattern (docs/product.md): arrow keys move,
 * Enter picks, Escape closes, the count is announced. Suggestions come from /api/places: no key in the browser.
 */
export function AddressInput({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  placeholder,
  locale = "fr",
}: AddressInputProps) {
  const t = bookingFormText[locale];
  // Derived from the field id, not useId(): an island hydrates at a different tree position than it rendered.
  const listId = `${id}-suggestions`;
  const wrapperRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const sessionRef = useRef<string>("");
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [source, setSource] = useState<"google" | "local">("local");
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [query, setQuery] = useState<string | null>(null);

  useEffect(() => {
    if (query === null) return;
    if (query.trim().length < MIN_CHARS) {
      setSuggestions([]);
      setLoading(false);
      setOpen(false);
      return;
    }
    setLoading(true);
    setOpen(true);
    const controller = new AbortController();
    const timer = window.setTimeout(async () => {
      sessionRef.current ||= newSessionToken();
      const result = await fetchSuggestions(query, sessionRef.current, controller.signal);
      if (controller.signal.aborted) return;
      setSuggestions(result.suggestions);
      setSource(result.source);
      setActive(-1);
      setLoading(false);
    }, DEBOUNCE_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [query]);

  // Letters typed before the form's code arrived are kept (values.ts); a visitor still in this field gets their
  // suggestions as if they had just typed them.
  useEffect(() => {
    const input = inputRef.current;
    if (input && document.activeElement === input && input.value.trim().length >= MIN_CHARS) setQuery(input.value);
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  function select(suggestion: Suggestion) {
    onChange(suggestion.text);
    setOpen(false);
    setSuggestions([]);
    setQuery(null);
    sessionRef.current = ""; // A selection ends the billing session (Google's session-token rules).
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!suggestions.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (i + step + suggestions.length) % suggestions.length);
    } else if (event.key === "Enter" && open && active >= 0 && suggestions[active]) {
      event.preventDefault();
      select(suggestions[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const expanded = open && (loading || suggestions.length > 0);
  const errorId = `${id}-error`;
  const status = loading ? t.searching : open ? t.suggestions(suggestions.length) : "";
  return (
    <div ref={wrapperRef} className="relative">
      <label htmlFor={id} className="field-label">
        {label} <RequiredMark />
      </label>
      <div className="relative">
        <MapPin
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 h-4 w-4 -translate-y-1/2 text-muted"
        />
        <input
          ref={inputRef}
          id={id}
          name={name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-required="true"
          autoComplete="off"
          maxLength={200}
          placeholder={placeholder}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setQuery(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          className="field-input pl-10"
        />
      </div>
      <div
        className={`absolute inset-x-0 top-full z-30 mt-1 overflow-hidden rounded-xl border border-line bg-white shadow-card ${expanded ? "" : "hidden"}`}
      >
        {loading && <p className="px-4 py-3 text-sm text-muted">{t.searching}</p>}
        <ul id={listId} role="listbox" aria-label={t.suggestionsFor(label)} className="max-h-60 overflow-y-auto">
          {!loading &&
            suggestions.map((s, index) => (
              <li
                key={s.placeId}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === active}
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => select(s)}
                className={`cursor-pointer px-4 py-2.5 ${index === active ? "bg-sand" : "hover:bg-ivory"}`}
              >
                <span className="block text-[0.95rem] font-medium">{s.mainText}</span>
                {s.secondaryText && <span className="block text-xs text-muted">{s.secondaryText}</span>}
              </li>
            ))}
        </ul>
        {!loading && source === "google" && suggestions.length > 0 && (
          <p className="border-t border-line px-4 py-1.5 text-right text-[0.7rem] text-muted">{t.google}</p>
        )}
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
