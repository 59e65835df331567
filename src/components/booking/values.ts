import { useEffect, useState, type RefObject } from "react";
import type { BookingRequest } from "~/lib/booking/schema";
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
  };
}

/** What the schema reads: an unset trip type is absent, not null. */
export function toPayload(values: FormValues): Record<string, unknown> {
  const { typeDeplacementProfessionnel, ...rest } = values;
  return typeDeplacementProfessionnel === null ? rest : { ...rest, typeDeplacementProfessionnel };
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
 * Consent is never restored: it is given for each request.
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
    setValues({ ...emptyValues(), ...saved, ...typedBeforeHydration(formRef.current), consentementRgpd: false });
    setRestored(true);
  }, [formRef]);

  useEffect(() => {
    if (!restored) return;
    try {
      const { consentementRgpd: _consent, ...draft } = values;
      const empty = JSON.stringify({ ...emptyValues(), consentementRgpd: undefined });
      if (JSON.stringify({ ...draft, consentementRgpd: undefined }) === empty) sessionStorage.removeItem(DRAFT_KEY);
      else sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
    } catch {
      // Storage refused (private mode): the form still works, only without a draft.
    }
  }, [values, restored]);

  return [values, setValues] as const;
}
