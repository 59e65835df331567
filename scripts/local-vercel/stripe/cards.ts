/**
 * Stripe's test cards the stand-in's hosted page offers, each behaving as Stripe documents it: on the page (the
 * customer present) and later, charged off-session from a card kept.
 */
export type OnSession = "succeeds" | "declined" | "authenticate";
export type OffSession = "succeeds" | "declined" | "authentication_required";

export type TestCard = {
  number: string;
  brand: string;
  last4: string;
  /** What the hosted page's button says. */
  label: string;
  /** In `payment` mode; `setup` mode only declines a card that is refused outright. */
  onSession: OnSession;
  offSession: OffSession;
  /** A card Stripe keeps but whose later charges fail (4000 0000 0000 0341) can be saved in `setup` mode. */
  setupSucceeds: boolean;
};

export const TEST_CARDS: readonly TestCard[] = [
  {
    number: "4242424242424242",
    brand: "visa",
    last4: "4242",
    label: "Carte acceptée",
    onSession: "succeeds",
    offSession: "succeeds",
    setupSucceeds: true,
  },
  {
    number: "4000000000000002",
    brand: "visa",
    last4: "0002",
    label: "Carte refusée",
    onSession: "declined",
    offSession: "declined",
    setupSucceeds: false,
  },
  {
    number: "4000002500003155",
    brand: "visa",
    last4: "3155",
    label: "Authentification demandée, puis acceptée (hors session\u00a0: acceptée)",
    onSession: "authenticate",
    offSession: "succeeds",
    setupSucceeds: true,
  },
  {
    number: "4000002760003184",
    brand: "visa",
    last4: "3184",
    label: "Authentification à chaque paiement (hors session\u00a0: le client est requis)",
    onSession: "authenticate",
    offSession: "authentication_required",
    setupSucceeds: true,
  },
  {
    number: "4000000000000341",
    brand: "visa",
    last4: "0341",
    label: "Enregistrée, puis refusée à chaque débit",
    onSession: "declined",
    offSession: "declined",
    setupSucceeds: true,
  },
];

export function testCard(number: string | undefined): TestCard | undefined {
  return TEST_CARDS.find((card) => card.number === number?.replace(/\s/g, ""));
}
