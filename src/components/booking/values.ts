import { useEffect, useState, type RefObject } from "react";
import type { PaymentMode } from "~/config/payment";
import type { BookingRequest, Engagement } from "~/lib/booking/schema";
import { DRAFT_KEY } from "./draft-key";

export type FormValues = {
  prenom: string;
  nom: string;
  telephone: string;
  email: string;
  datePriseEnCharge: string;
  heurePriseEnCharge: string;
  lieuDepart: string;
  lieuArrivee: string;
  typeDeplacementProfessionnel: boolean | null;
  nombrePassagers: BookingRequest["nombrePassagers"];
  numeroVolTrain: string;
  informationsSupplementaires: string;
  consentementRgpd: boolean;
  /** Book at the fare shown, or ask for a quote: chosen for each request, never restored from a draft. */
  engagement: Engagement | null;
  refusAvis: boolean;
  /** How a booking is paid: chosen for each booking, never restored. */
  paiement: PaymentMode | null;
  societe: string;
  siren: string;
  tvaIntra: string;
  adresseSociete: string;
};

export function emptyValues(): FormValues {
  return {
    prenom: "",
    nom: "",
    telephone: "",
    email: "",
    datePriseEnCharge: "",
    heurePriseEnCharge: "",
    lieuDepart: "",
    lieuArrivee: "",
    typeDeplacementProfessionnel: null,
    nombrePassagers: "1",
    numeroVolTrain: "",
    informationsSupplementaires: "",
    consentementRgpd: false,
    engagement: null,
    refusAvis: false,
    paiement: null,
    societe: "",
    siren: "",
    tvaIntra: "",
    adresseSociete: "",
  };
}

/**
 * What the schema reads: an unset trip type is absent, not null. A booking carries the fare the form shows
 * (`fare`, null for a « sur devis » trip, which can only be a request); the server checks it against the grid.
 */
export function toPayload(values: FormValues, fare: number | null): Record<string, unknown> {
  const { typeDeplacementProfessionnel, engagement, paiement, societe, siren, tvaIntra, adresseSociete, ...rest } =
    values;
  const commitment =
    engagement === "reservation" && fare !== null
      ? { engagement, tarifAccepte: fare, ...(paiement ? { paiement } : {}) }
      : { engagement: "demande" as const };
  // A company is named for a business trip only.
  const company = typeDeplacementProfessionnel ? { societe, siren, tvaIntra, adresseSociete } : {};
  return {
    ...rest,
    ...commitment,
    ...company,
    ...(typeDeplacementProfessionnel === null ? {} : { typeDeplacementProfessionnel }),
  };
}

/**
 * The form is in the HTML before its script runs: whatever a quick visitor typed in the meantime is read
 * from the fields and kept, not wiped by hydration.
 */
function typedBeforeHydration(form: HTMLFormElement | null): Partial<FormValues> {
  const typed: Record<string, string> = {};
  for (const field of form?.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input[name], textarea[name]") ??
    []) {
    if (field.type !== "radio" && field.type !== "checkbox" && field.name !== "website" && field.value.trim())
      typed[field.name] = field.value;
  }
  return typed as Partial<FormValues>;
}

/**
 * Form values, kept in this tab's session storage so a reload or a back-and-forth loses nothing typed.
 * Consent and the choice to book are never restored: they are given for each request.
 */
export function useDraft(formRef: RefObject<HTMLFormElement | null>) {
  const [values, setValues] = useState<FormValues>(emptyValues);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    let saved: Partial<FormValues> = {};
    try {
      saved = (JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "null") as Partial<FormValues> | null) ?? {};
    } catch {
      // Unreadable draft or storage refused: start empty.
    }
    setValues({
      ...emptyValues(),
      ...saved,
      ...typedBeforeHydration(formRef.current),
      consentementRgpd: false,
      engagement: null,
      paiement: null,
    });
    setRestored(true);
  }, [formRef]);

  useEffect(() => {
    if (!restored) return;
    try {
      const { consentementRgpd: _consent, engagement: _engagement, paiement: _paiement, ...draft } = values;
      const { consentementRgpd: _c, engagement: _e, paiement: _p, ...empty } = emptyValues();
      if (JSON.stringify(draft) === JSON.stringify(empty)) sessionStorage.removeItem(DRAFT_KEY);
      else sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    } catch {
      // Storage refused (private mode): the form still works, only without a draft.
    }
  }, [values, restored]);

  return [values, setValues] as const;
}
