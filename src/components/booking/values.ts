import { useEffect, useState } from "react";
import type { BookingRequest } from "~/lib/booking/schema";

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

const DRAFT_KEY = "booking-draft";

/**
 * Form values, kept in this tab's session storage so a reload or a back-and-forth loses nothing typed.
 * Consent is never restored: it is given for each request.
 */
export function useDraft() {
  const [values, setValues] = useState<FormValues>(emptyValues);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    try {
      const saved = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "null") as Partial<FormValues> | null;
      if (saved) setValues({ ...emptyValues(), ...saved, consentementRgpd: false });
    } catch {
      // Unreadable draft or storage refused: start empty.
    }
    setRestored(true);
  }, []);

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
