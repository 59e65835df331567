import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import { BOOKING_WINDOW_DAYS, bookingWindowText } from "../../src/config/booking";
import { SERVICE_RADIUS_KM, serviceArea } from "../../src/config/service-area";
import { site } from "../../src/config/site";
import { getPosts } from "../../src/content/posts.server";
import { getEvents } from "../../src/content/site-content.server";

/** Every text a writer edits, legal pages aside (they read the same config through their props). */
function contentFiles(): { file: string; text: string }[] {
  const files = [
    "content/FACTS.md",
    ...readdirSync("content/blog").map((f) => `content/blog/${f}`),
    ...readdirSync("content/communes")
      .filter((f) => f.endsWith(".json"))
      .map((f) => `content/communes/${f}`),
    ...["events", "services", "advantages", "extras", "testimonials"].map((name) => `content/${name}.json`),
  ];
  return files.map((file) => ({ file, text: readFileSync(file, "utf8").replace(/\u00a0/g, " ") }));
}

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+|\n\s*\n/);
}

test("one booking window: 365 days, said « jusqu’à 12 mois à l’avance », and no text states another", () => {
  expect(BOOKING_WINDOW_DAYS).toBe(365);
  expect(bookingWindowText).toBe("jusqu’à 12\u00a0mois à l’avance");
  for (const { file, text } of contentFiles()) {
    const horizons = text.match(/jusqu[’']à\s+\d+\s+(?:jours|semaines|mois)\s+à\s+l[’']avance/g) ?? [];
    for (const horizon of horizons) expect(horizon, file).toBe(bookingWindowText.replace(/\u00a0/g, " "));
    expect(text, file).not.toMatch(/30 jours à l[’']avance|un mois à l[’']avance/);
  }
  const facts = readFileSync("content/FACTS.md", "utf8");
  expect(facts).toContain("jusqu’à 12 mois à l’avance");
});

test("one service area: about 50 km for regular trips, the rest of Loire-Atlantique and beyond on quote", () => {
  expect(SERVICE_RADIUS_KM * 1000).toBe(site.serviceRadiusMeters);
  expect(serviceArea.sentence).toContain(`${SERVICE_RADIUS_KM}\u00a0km`);
  for (const place of ["La Baule", "Guérande", "Châteaubriant", "sur devis"])
    expect(serviceArea.beyond).toContain(place);
  for (const { file, text } of contentFiles()) {
    if (file === "content/FACTS.md") continue;
    for (const sentence of sentences(text)) {
      if (!/rayon|50 km/.test(sentence)) continue;
      expect(sentence, `${file}: the 50 km circle is not the whole département`).not.toMatch(
        /toute la Loire-Atlantique/,
      );
      const radius = /rayon (?:d’environ |de )?(\d+) km/.exec(sentence)?.[1];
      if (radius) expect(Number(radius), file).toBe(SERVICE_RADIUS_KM);
    }
  }
});

test("facts corrected once stay corrected", () => {
  const wrong: [RegExp, string][] = [
    [/Hellfest[^.]{0,80}(?:trois|3) jours|(?:Trois|3) jours de Hellfest/i, "the Hellfest runs over four days"],
    [/Salon du livre de Nantes/i, "no such event: the autumn event is Les Utopiales"],
    [/granit blanc/i, "the château's white stone is tuffeau"],
    [/Atlanpole,? à \[?Carquefou/i, "Atlanpole is headquartered at la Chantrerie, in Nantes"],
    [/\b5 minutes suffisent/i, "Rezé is about ten minutes from the centre"],
  ];
  for (const { file, text } of contentFiles()) {
    if (file === "content/FACTS.md") continue;
    for (const [pattern, why] of wrong) expect(text, `${file}: ${why}`).not.toMatch(pattern);
  }
});

test("the six events: dates and durations as checked, every image present in content/images", () => {
  const events = Object.fromEntries(getEvents().map((e) => [e.name, e]));
  expect(events.Hellfest).toMatchObject({ location: "Clisson", duration: "4\u00a0jours", date: "Juin" });
  expect(events["Festival des 3 Continents"]).toMatchObject({ duration: "10\u00a0jours", date: "Fin novembre" });
  expect(events["La Folle Journée de Nantes"]).toMatchObject({
    duration: "5\u00a0jours",
    date: "Fin janvier – début février",
  });
  expect(events["Le Voyage à Nantes"]?.date).toBe("Début juillet – début septembre");
  expect(events["Les Utopiales"]).toMatchObject({
    category: "Culture",
    location: "Nantes",
    duration: "4 à 6\u00a0jours",
    venue: { name: "Cité des Congrès de Nantes" },
  });
  for (const e of getEvents()) {
    const found = [".svg", ".jpg", ".png", ".webp"].some((ext) =>
      existsSync(path.join("content/images", `${e.image}${ext}`)),
    );
    expect(found, `${e.name}: content/images/${e.image}.*`).toBe(true);
  }
});

test("every article has at least 213 words per stated minute of reading, the online-booking one included", async () => {
  const posts = await getPosts();
  for (const post of posts)
    expect(post.words, `${post.slug}: ${post.words} words for ${post.readTime} min`).toBeGreaterThanOrEqual(
      213 * post.readTime,
    );
  const booking = posts.find((p) => p.slug === "reservation-en-ligne")!;
  expect(booking).toMatchObject({ date: "2023-12-18", readTime: 3 });
  for (const step of [
    "prénom",
    "nom",
    "téléphone",
    "e-mail",
    "date et l’heure de prise en charge",
    "adresse de départ",
    "suggestions",
    "professionnel ou personnel",
    "de 1 à 8",
    "9 ou plus",
    "numéro de vol ou de train",
    "siège bébé",
    "politique de confidentialité",
    "référence",
    "accusé de réception",
    "sous 2\u00a0heures",
    bookingWindowText,
  ]) {
    expect(booking.html, step).toContain(step);
  }
  expect(booking.html).not.toMatch(/bagages[^.]*étape 2|nombre de passagers et de bagages/);
});
