/**
 * Run by tests/server/preview.test.ts in a child process whose working directory is read-only, as a
 * function's folder is on Vercel: loads api/booking.ts with a preview's environment (VERCEL=1, no keys),
 * posts one valid booking inside a Vercel-like request context and prints the outcome as JSON.
 */
const REQUEST_CONTEXT = Symbol.for("@vercel/request-context");
const pending: Promise<unknown>[] = [];
(globalThis as Record<symbol, unknown>)[REQUEST_CONTEXT] = {
  get: () => ({ waitUntil: (work: Promise<unknown>) => pending.push(work) }),
};

const { POST } = (await import(process.argv[2]!)) as { POST: (request: Request) => Promise<Response> };
const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
const response = await POST(
  new Request("https://vtc-git-preview.vercel.app/api/booking", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-real-ip": "203.0.113.40",
      origin: "https://vtc-git-preview.vercel.app",
    },
    body: JSON.stringify({
      prenom: "Prévisualisation",
      nom: "Essai",
      telephone: "06 12 34 56 78",
      email: "essai.preview@exemple.fr",
      datePriseEnCharge: date,
      heurePriseEnCharge: "09:30",
      lieuDepart: "Gare de Nantes",
      lieuArrivee: "Aéroport Nantes Atlantique",
      typeDeplacementProfessionnel: false,
      nombrePassagers: "1",
      consentementRgpd: true,
    }),
  }),
);
await Promise.all(pending);
process.stdout.write(
  `\nRESULT ${JSON.stringify({ status: response.status, body: await response.json(), cwd: process.cwd() })}\n`,
);
export {};
