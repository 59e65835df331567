import { ArrowLeft, ArrowRight, Briefcase, CalendarCheck, Loader2, MessageSquareText, Phone, User } from "lucide-react";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { paymentModes } from "~/config/payment";
import { phoneDisplay, site, telHref } from "~/config/site";
import { estimateFare, formatEuros } from "~/lib/fares";
import { bookingFeesText } from "~/lib/fee-schedule";
import { measure } from "~/lib/measure";
import { pageType } from "~/lib/page-type";
import { parisToUtc } from "~/lib/paris-time";
import {
  fieldErrors,
  isUrgent,
  makeBookingSchema,
  PASSENGER_OPTIONS,
  STEP_ONE_FIELDS,
  type BookingField,
  type BookingLocale,
  type FieldErrors,
} from "~/lib/booking/schema";
import { AddressInput } from "./address-input";
import { ArrivalCheck } from "./arrival-check";
import { FareEstimate } from "./fare-estimate";
import { CardChoice, FieldError, NewTabLink, RequiredMark, TextField } from "./fields";
import { notifyError } from "./notify";
import { type PaymentStep, retryText, submitBooking } from "./submit";
import { emptyValues, toPayload, useDraft, type FormValues } from "./values";
import { bookingFormText } from "./booking-form.text";

/** One schema per language, made once: its messages are the form's. */
const schemas = {
  fr: makeBookingSchema(),
  en: makeBookingSchema(undefined, "en"),
};

// Loaded when a request succeeds: a page that never books never downloads the dialog.
const SuccessDialog = lazy(() => import("./success-dialog").then((m) => ({ default: m.SuccessDialog })));

type TextFieldName =
  | "prenom"
  | "nom"
  | "telephone"
  | "email"
  | "datePriseEnCharge"
  | "heurePriseEnCharge"
  | "numeroVolTrain"
  | "societe"
  | "siren"
  | "tvaIntra"
  | "adresseSociete";

export function BookingForm({ idPrefix = "booking", locale = "fr" }: { idPrefix?: string; locale?: BookingLocale }) {
  const t = bookingFormText[locale];
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useDraft(formRef);
  const [step, setStep] = useState<1 | 2>(1);
  const [shown, setShown] = useState<Set<BookingField>>(new Set());
  const [sending, setSending] = useState(false);
  const [reference, setReference] = useState<string | null>(null);
  /** The fare booked, in words, for the dialog; null when a request was sent. */
  const [bookedFare, setBookedFare] = useState<string | null>(null);
  /** A booking's last step, Stripe's page, when it is paid now or on a kept card. */
  const [paymentStep, setPaymentStep] = useState<PaymentStep | undefined>(undefined);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const idempotencyKey = useRef<string | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const [honeypot, setHoneypot] = useState("");
  /** A lasting message beside the submit button, for an outcome a short notification cannot carry. */
  const [notice, setNotice] = useState<string | null>(null);
  /** Step 1's one announcement when « Suivant » finds fields to correct (field errors themselves stay silent). */
  const [stepOneSummary, setStepOneSummary] = useState<string | null>(null);
  const phone = phoneDisplay(locale);

  // The same object while the trip is unchanged: the (hidden) step 2 does not recompute its fare at each keystroke.
  const trip = useMemo(
    () => ({
      from: values.lieuDepart,
      to: values.lieuArrivee,
      date: values.datePriseEnCharge,
      time: values.heurePriseEnCharge,
      passengers: values.nombrePassagers,
    }),
    [
      values.lieuDepart,
      values.lieuArrivee,
      values.datePriseEnCharge,
      values.heurePriseEnCharge,
      values.nombrePassagers,
    ],
  );
  const fare = useMemo(() => estimateFare(trip), [trip]);
  /** The grid's fare for this trip, the one a booking binds the customer to; null « sur devis ». */
  const fareAmount = fare.kind === "fare" ? fare.amount : null;
  const fareInWords = fareAmount === null ? null : `${formatEuros(fareAmount, locale)} ${t.fareVat}`;
  const booking = fareAmount !== null && values.engagement === "reservation";

  const parsed = schemas[locale].safeParse({
    ...toPayload(values, fareAmount),
    locale,
  });
  const errors: FieldErrors = {
    ...(parsed.success ? {} : fieldErrors(parsed.error.issues)),
    ...serverErrors,
  };
  const errorOf = (field: BookingField) => (shown.has(field) ? errors[field] : undefined);
  const id = (field: string) => `${idPrefix}-${field}`;
  /** With a fare shown, the visitor says himself whether he books or asks; a « sur devis » trip is a request. */
  const commitmentMissing = fareAmount !== null && values.engagement === null;
  /** A booking is paid one of the operator's ways (src/config/payment.ts): chosen when there is a choice. */
  const modes = paymentModes();
  const paymentMissing = booking && modes.length > 1 && values.paiement === null;

  // A changed request is a new submission: it gets a new idempotency key.
  useEffect(() => {
    idempotencyKey.current = null;
    setServerErrors({});
  }, [values]);

  // Once the success dialog closes (button, Esc or a click outside), focus comes back to the form, at its top,
  // rather than falling to the top of the page.
  const dialogWasOpen = useRef(false);
  useEffect(() => {
    if (reference !== null) {
      dialogWasOpen.current = true;
      return;
    }
    if (!dialogWasOpen.current) return;
    dialogWasOpen.current = false;
    const timer = setTimeout(() => stepHeading.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [reference]);

  // Step 2 is built once the browser is idle after hydration, then only shown or hidden: changing step costs a
  // style change rather than a new subtree (decision 060). It is not in the pre-rendered page, which stays small.
  const [stepTwoBuilt, setStepTwoBuilt] = useState(false);
  useEffect(() => {
    if (stepTwoBuilt) return;
    const build = () => setStepTwoBuilt(true);
    if (typeof requestIdleCallback !== "function") {
      const timer = setTimeout(build, 300);
      return () => clearTimeout(timer);
    }
    const handle = requestIdleCallback(build, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }, [stepTwoBuilt]);

  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) stepHeading.current?.focus();
    mounted.current = true;
  }, [step]);

  function set<K extends keyof FormValues>(field: K, value: FormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
  }
  const show = (...fields: BookingField[]) =>
    setShown((current) => (fields.every((f) => current.has(f)) ? current : new Set([...current, ...fields])));
  /**
   * Leaving a field shows its error, one frame later: the tap that moved focus (often « Suivant ») paints first
   * and does not wait for a render of the whole form (INP, decision 060).
   */
  const showAfterPaint = (field: BookingField) =>
    requestAnimationFrame(() => {
      setTimeout(() => show(field), 0);
    });
  /** What every text field of the form shares: its id, name, value, handlers, error and "optional" label. */
  function textField(name: TextFieldName, idSuffix: string) {
    return {
      id: id(idSuffix),
      name,
      optionalLabel: t.optional,
      value: values[name],
      onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(name, e.target.value),
      onBlur: () => showAfterPaint(name),
      error: errorOf(name),
    };
  }
  /** A required choice's hint, once the visitor has tried to send without it. */
  const hintIf = (field: BookingField, missing: boolean, hint: string) =>
    shown.has(field) && missing ? hint : undefined;
  /** What every choice between cards shares: its name, value and handler, and its error's place. */
  function choiceField<K extends "typeDeplacementProfessionnel" | "engagement" | "paiement">(
    name: K,
    errorSuffix: string,
    error: string | undefined,
  ) {
    return {
      name,
      value: values[name],
      onChange: (value: NonNullable<FormValues[K]>) => set(name, value),
      errorId: id(errorSuffix),
      error,
    };
  }

  const urgent = isUrgent(trip, new Date());
  const stepOneFilled = STEP_ONE_FIELDS.every((f) => String(values[f] ?? "").trim() !== "");
  const emailError = values.email.trim() ? errors.email : undefined;
  const canContinue = stepOneFilled && !emailError;
  const canSubmit =
    values.typeDeplacementProfessionnel !== null && values.consentementRgpd && !commitmentMissing && !paymentMissing;
  const pickup =
    values.datePriseEnCharge && values.heurePriseEnCharge
      ? parisToUtc(values.datePriseEnCharge, values.heurePriseEnCharge).getTime()
      : NaN;
  /** What cancelling would cost, said beside the button that books (docs/decisions/150-the-contract.md). */
  const feesText = booking && Number.isFinite(pickup) ? bookingFeesText(pickup, Date.now(), locale) : null;
  const terms = booking ? t.termsBook : t.termsQuote;

  function focusFirstError(fields: readonly BookingField[]) {
    const first = fields.find((f) => errors[f]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  /** The visible label of a field, for the step's one announcement. */
  function labelOf(field: BookingField): string {
    const input = formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`);
    const label = input?.id ? formRef.current?.querySelector(`label[for="${input.id}"]`) : null;
    return (label?.textContent ?? field).replace(/[*]/g, "").trim();
  }

  function next() {
    show(...STEP_ONE_FIELDS);
    const wrong = STEP_ONE_FIELDS.filter((f) => errors[f]);
    if (wrong.length) {
      setStepOneSummary(t.stepOneErrors(wrong.map(labelOf)));
      return focusFirstError(STEP_ONE_FIELDS);
    }
    setStepOneSummary(null);
    setStep(2);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (step === 1) return next();
    if (sending) return;
    const all = Object.keys(errors) as BookingField[];
    if (!parsed.success || !canSubmit) {
      show(...all, "typeDeplacementProfessionnel", "consentementRgpd", "engagement", "paiement");
      // One announcement: the notification the brief asks for; focus goes to the first field to correct.
      void notifyError(t.incomplete, t.fillAll);
      if (all.some((f) => (STEP_ONE_FIELDS as readonly string[]).includes(f))) {
        setStep(1);
        return;
      }
      const first = (
        ["typeDeplacementProfessionnel", ...all, "consentementRgpd", "engagement", "paiement"] as BookingField[]
      ).find(
        (f) =>
          errors[f] ||
          (f === "typeDeplacementProfessionnel" && values.typeDeplacementProfessionnel === null) ||
          (f === "engagement" && commitmentMissing) ||
          (f === "paiement" && paymentMissing),
      );
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    idempotencyKey.current ??= crypto.randomUUID();
    setNotice(null);
    setSending(true);
    const outcome = await submitBooking({ ...parsed.data, website: honeypot }, idempotencyKey.current);
    setSending(false);
    switch (outcome.kind) {
      case "sent": {
        // The fare the visitor saw, never what they typed (docs/decisions/120-measurement-with-consent.md).
        measure({
          name: "Booking request sent",
          data: {
            language: locale,
            page: pageType(window.location.pathname),
            fare: fareAmount ?? "sur devis",
            commitment: booking ? "booking" : "request",
          },
        });
        setBookedFare(booking ? fareInWords : null);
        setPaymentStep(outcome.payment);
        setReference(outcome.reference);
        setValues(emptyValues());
        setShown(new Set());
        setStep(1);
        return;
      }
      case "invalid":
        setServerErrors(outcome.errors);
        show(...(Object.keys(outcome.errors) as BookingField[]));
        void notifyError(t.incomplete, t.fixFields);
        if (Object.keys(outcome.errors).some((f) => (STEP_ONE_FIELDS as readonly string[]).includes(f))) setStep(1);
        return;
      case "uncertain":
        // Same key on a resubmission: the server answers the same, and sends nothing twice.
        setNotice(`${outcome.message}${t.reference(outcome.reference)}`);
        void notifyError(t.uncertainTitle, t.uncertainText);
        return;
      case "refused":
        setNotice(outcome.message);
        void notifyError(t.refused, outcome.message);
        return;
      case "fare-changed":
        setNotice(outcome.message);
        void notifyError(t.fareChangedTitle, outcome.message);
        return;
      case "rate-limited":
        void notifyError(t.limitedTitle, t.limitedText(retryText(outcome.retryAt, new Date(), locale), phone));
        return;
      case "no-answer":
        // The key stays: sending again is safe, and answers the first one's outcome if it did arrive.
        void notifyError(t.noAnswerTitle, t.noAnswerText(site.phone.display));
        return;
      case "failed":
        void notifyError(t.failedTitle, t.failedText);
    }
  }

  return (
    <>
      <form ref={formRef} onSubmit={submit} noValidate className="card p-6 sm:p-9" aria-labelledby={id("title")}>
        <div className="flex items-center justify-between gap-4">
          <h2 id={id("title")} ref={stepHeading} tabIndex={-1} className="font-display text-2xl outline-none">
            {step === 1 ? t.stepOne : t.stepTwo}
          </h2>
          <p className="shrink-0 text-sm font-medium text-muted">{t.step(step)}</p>
        </div>
        <div className="mt-3 flex gap-2" aria-hidden="true">
          <span className="h-1 flex-1 rounded-full bg-gold" />
          <span className={`h-1 flex-1 rounded-full ${step === 2 ? "bg-gold" : "bg-line"}`} />
        </div>

        <div hidden={step !== 1} className="mt-8 grid gap-5 sm:grid-cols-2">
          <TextField {...textField("prenom", "prenom")} label={t.firstName} autoComplete="given-name" maxLength={80} />
          <TextField {...textField("nom", "nom")} label={t.lastName} autoComplete="family-name" maxLength={80} />
          <TextField
            {...textField("telephone", "telephone")}
            label={t.phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            maxLength={30}
            placeholder={t.phonePlaceholder}
          />
          <TextField
            {...textField("email", "email")}
            label={t.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            placeholder={t.emailPlaceholder}
            error={
              values.email.trim()
                ? (errorOf("email") ?? (shown.has("email") ? emailError : undefined))
                : errorOf("email")
            }
          />
          <TextField {...textField("datePriseEnCharge", "date")} label={t.date} type="date" />
          <TextField {...textField("heurePriseEnCharge", "heure")} label={t.time} type="time" />
          {urgent && (
            <p
              role="status"
              className="flex gap-3 rounded-xl border border-gold-ink/40 bg-sand/50 p-4 text-sm leading-relaxed text-ink sm:col-span-2"
            >
              <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-gold-ink" />
              <span>
                {t.urgent}{" "}
                <a href={telHref} className="font-semibold whitespace-nowrap underline underline-offset-2">
                  {phone}
                </a>
                . {t.urgentAfter}
              </span>
            </p>
          )}
          {(
            [
              ["lieuDepart", "depart", t.departure],
              ["lieuArrivee", "arrivee", t.arrival],
            ] as const
          ).map(([name, key, label]) => (
            <div key={name} className="sm:col-span-2">
              <AddressInput
                id={id(key)}
                name={name}
                label={label}
                locale={locale}
                placeholder={t.addressPlaceholder}
                value={values[name]}
                onChange={(v) => set(name, v)}
                onBlur={() => showAfterPaint(name)}
                error={errorOf(name)}
              />
            </div>
          ))}
          <p role="alert" className="text-sm font-medium text-[#b42318] empty:hidden sm:col-span-2">
            {stepOneSummary && STEP_ONE_FIELDS.some((f) => errors[f]) ? stepOneSummary : ""}
          </p>
          <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
            <p id={id("next-hint")} className="text-xs text-muted">
              <span aria-hidden="true">* </span>
              {canContinue ? t.required : t.nextHint}
            </p>
            {/* Not `disabled`: it stays focusable, says why it is off, and a press shows what is missing. */}
            <button
              type="button"
              onClick={next}
              aria-disabled={!canContinue || undefined}
              aria-describedby={canContinue ? undefined : id("next-hint")}
              className="btn-dark aria-disabled:cursor-not-allowed aria-disabled:opacity-45"
            >
              {t.next} <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </button>
          </div>
        </div>
        {(step === 2 || stepTwoBuilt) && (
          <div hidden={step !== 2} className="mt-8 grid gap-6">
            <FareEstimate locale={locale} trip={trip} />
            <CardChoice
              {...choiceField("typeDeplacementProfessionnel", "type-error", errorOf("typeDeplacementProfessionnel"))}
              legend={t.tripType}
              options={[true, false]}
              render={(business) => {
                const Icon = business ? Briefcase : User;
                return (
                  <>
                    <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-gold-ink" />
                    <span className="font-medium">{business ? t.business : t.personal}</span>
                  </>
                );
              }}
              // Side by side only where « Professionnel » fits beside its icon; stacked on a phone.
              columns="min-[440px]:grid-cols-2"
              card="flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border px-4"
            />
            {values.typeDeplacementProfessionnel === true && (
              <div className="grid gap-5 sm:grid-cols-3">
                <TextField
                  {...textField("societe", "societe")}
                  label={t.company}
                  required={false}
                  hint={t.companyHint}
                  autoComplete="organization"
                  maxLength={120}
                />
                <TextField
                  {...textField("siren", "siren")}
                  label={t.siren}
                  required={false}
                  inputMode="numeric"
                  maxLength={14}
                />
                <TextField
                  {...textField("tvaIntra", "tva")}
                  label={t.vatNumber}
                  required={false}
                  maxLength={20}
                  onChange={(e) => set("tvaIntra", e.target.value.toUpperCase())}
                />
                <div className="sm:col-span-3">
                  <TextField
                    {...textField("adresseSociete", "adresse-societe")}
                    label={t.companyAddress}
                    required={values.societe.trim() !== ""}
                    hint={t.companyAddressHint}
                    autoComplete="street-address"
                    maxLength={200}
                  />
                </div>
              </div>
            )}
            <div className="grid gap-5 sm:grid-cols-2">
              <div>
                <label htmlFor={id("passagers")} className="field-label">
                  {t.passengers}
                </label>
                <select
                  id={id("passagers")}
                  name="nombrePassagers"
                  value={values.nombrePassagers}
                  onChange={(e) => set("nombrePassagers", e.target.value as FormValues["nombrePassagers"])}
                  className="field-input"
                >
                  {PASSENGER_OPTIONS.map((n) => (
                    <option key={n} value={n}>
                      {t.passengerOption(n)}
                    </option>
                  ))}
                </select>
              </div>
              <TextField
                {...textField("numeroVolTrain", "vol")}
                label={t.flight}
                required={false}
                maxLength={20}
                placeholder="AF1234, TGV 8812"
                aria-describedby={errorOf("numeroVolTrain") ? `${id("vol")}-error` : id("vol-check")}
              />
            </div>
            {!errorOf("numeroVolTrain") && (
              <ArrivalCheck
                id={id("vol-check")}
                locale={locale}
                number={values.numeroVolTrain}
                date={values.datePriseEnCharge}
                from={values.lieuDepart}
                time={values.heurePriseEnCharge}
                onPickup={(time) => set("heurePriseEnCharge", time)}
              />
            )}
            <div>
              <label htmlFor={id("infos")} className="field-label">
                {t.notes} <span className="font-normal text-muted">{t.optional}</span>
              </label>
              <textarea
                id={id("infos")}
                name="informationsSupplementaires"
                rows={4}
                maxLength={1000}
                placeholder={t.notesPlaceholder}
                value={values.informationsSupplementaires}
                onChange={(e) => set("informationsSupplementaires", e.target.value)}
                onBlur={() => showAfterPaint("informationsSupplementaires")}
                aria-invalid={errorOf("informationsSupplementaires") ? true : undefined}
                className="field-input min-h-28 py-3"
              />
              <FieldError message={errorOf("informationsSupplementaires")} />
            </div>
            {/* Honeypot: invisible to people, filled by naive bots; the server refuses such requests. */}
            <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
              <label htmlFor={id("website")}>{t.honeypot}</label>
              <input
                id={id("website")}
                name="website"
                tabIndex={-1}
                autoComplete="off"
                value={honeypot}
                onChange={(e) => setHoneypot(e.target.value)}
              />
            </div>
            <div className="rounded-xl bg-ivory p-4 text-xs leading-relaxed text-muted">
              <p>
                <strong className="text-ink">{t.privacyTitle}</strong>
                {t.privacy(site.brand, site.company.legalForm)}
                <a className="underline" href={`mailto:${site.email.privacy}`}>
                  {site.email.privacy}
                </a>
                .
              </p>
              <label className="mt-3 flex cursor-pointer items-start gap-3 text-sm text-ink">
                <input
                  type="checkbox"
                  name="consentementRgpd"
                  checked={values.consentementRgpd}
                  onChange={(e) => set("consentementRgpd", e.target.checked)}
                  aria-invalid={errorOf("consentementRgpd") ? true : undefined}
                  aria-describedby={errorOf("consentementRgpd") ? id("consent-error") : undefined}
                  className="mt-0.5 h-5 w-5 shrink-0 accent-[#7a5b1e]"
                />
                <span>
                  {t.consentBefore} <NewTabLink href={t.consentHref}>{t.consentLink}</NewTabLink> {t.consentAfter}{" "}
                  <RequiredMark />
                </span>
              </label>
              <FieldError id={id("consent-error")} message={errorOf("consentementRgpd")} />
              <label className="mt-3 flex cursor-pointer items-start gap-3 text-sm text-ink">
                <input
                  type="checkbox"
                  name="refusAvis"
                  checked={values.refusAvis}
                  onChange={(e) => set("refusAvis", e.target.checked)}
                  className="mt-0.5 h-5 w-5 shrink-0 accent-[#7a5b1e]"
                />
                <span>{t.reviewOptOut}</span>
              </label>
            </div>
            {fareAmount !== null && fareInWords !== null ? (
              <CardChoice
                {...choiceField("engagement", "commit-error", hintIf("engagement", commitmentMissing, t.commitHint))}
                legend={t.commitTitle}
                options={["reservation", "demande"] as const}
                render={(choice) => {
                  const book = choice === "reservation";
                  const Icon = book ? CalendarCheck : MessageSquareText;
                  return (
                    <>
                      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-gold-ink" />
                      <span>
                        <span className="block font-medium text-ink">
                          {book ? t.bookChoice(fareInWords) : t.quoteChoice}
                        </span>
                        <span className="mt-1 block text-xs leading-relaxed text-muted">
                          {book ? t.bookChoiceText : t.quoteChoiceText}
                        </span>
                      </span>
                    </>
                  );
                }}
                columns="sm:grid-cols-2"
                card="flex cursor-pointer gap-3 rounded-xl border p-4"
              />
            ) : null}
            {booking && fareInWords && modes.length > 1 && (
              <CardChoice
                {...choiceField("paiement", "payment-error", hintIf("paiement", paymentMissing, t.paymentHint))}
                legend={t.paymentTitle}
                options={modes}
                render={(mode) => (
                  <>
                    <span className="font-medium text-ink">{t.payment[mode].title(fareInWords)}</span>
                    <span className="text-xs leading-relaxed text-muted">{t.payment[mode].text}</span>
                  </>
                )}
                columns={modes.length === 3 ? "lg:grid-cols-3" : "sm:grid-cols-2"}
                card="flex cursor-pointer flex-col gap-1 rounded-xl border p-4"
              />
            )}
            {fareAmount === null && (
              <p className="rounded-xl border border-line bg-white p-4 text-sm leading-relaxed text-ink">
                {t.quoteOnly}
              </p>
            )}
            {notice && (
              <p
                role="alert"
                className="rounded-xl border border-gold-ink/40 bg-sand/50 p-4 text-sm leading-relaxed text-ink"
              >
                {notice}
              </p>
            )}
            <p id={id("terms")} className="text-sm leading-relaxed text-ink">
              {terms.before} <NewTabLink href={t.termsHref}>{t.termsLink}</NewTabLink> {terms.middle}{" "}
              <NewTabLink href={t.faresHref}>{t.faresLink}</NewTabLink>
              {terms.after(fareInWords ?? "")}
            </p>
            {feesText && (
              <div
                id={id("fees")}
                className="-mt-2 rounded-xl border border-gold/50 bg-ivory p-4 text-sm leading-relaxed"
              >
                <p className="font-medium text-ink">{t.feesLabel}</p>
                <p className="mt-1 text-muted">{feesText}</p>
              </div>
            )}
            {!canSubmit && (
              <p id={id("send-hint")} className="-mt-3 text-xs text-muted">
                {t.sendHint}
                {commitmentMissing ? ` ${t.commitHint}` : ""}
                {paymentMissing ? ` ${t.paymentHint}` : ""}
              </p>
            )}
            <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
              <button type="button" onClick={() => setStep(1)} className="btn-ghost-dark">
                <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {t.previous}
              </button>
              {/* Not `disabled`: Enter in step 2 reaches it, and a press explains what is missing. */}
              <button
                type="submit"
                aria-disabled={!canSubmit || sending || undefined}
                aria-describedby={[canSubmit ? "" : id("send-hint"), id("terms"), feesText ? id("fees") : ""]
                  .filter(Boolean)
                  .join(" ")}
                className="btn-gold aria-disabled:cursor-not-allowed aria-disabled:opacity-45"
              >
                {sending ? (
                  <>
                    <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin" /> {t.sending}
                  </>
                ) : booking && fareInWords ? (
                  t.bookSend(fareInWords)
                ) : (
                  t.send
                )}
              </button>
            </div>
          </div>
        )}
      </form>
      {reference !== null && (
        <Suspense fallback={null}>
          <SuccessDialog
            reference={reference}
            bookedFare={bookedFare}
            payment={paymentStep}
            locale={locale}
            onClose={() => setReference(null)}
          />
        </Suspense>
      )}
    </>
  );
}
