import { expect, test } from "vitest";
import { getCommunes } from "../../src/content/communes.server";
import { capitalize, inTown, ofTown } from "../../src/lib/french";

/** Every town served, with "à" and "de" as a French reader expects them. */
const expected: Record<string, [inTown: string, ofTown: string]> = {
  "Basse-Goulaine": ["à Basse-Goulaine", "de Basse-Goulaine"],
  Bouaye: ["à Bouaye", "de Bouaye"],
  Bouguenais: ["à Bouguenais", "de Bouguenais"],
  Brains: ["à Brains", "de Brains"],
  Carquefou: ["à Carquefou", "de Carquefou"],
  Couëron: ["à Couëron", "de Couëron"],
  "Grandchamp-des-Fontaines": ["à Grandchamp-des-Fontaines", "de Grandchamp-des-Fontaines"],
  "Haute-Goulaine": ["à Haute-Goulaine", "de Haute-Goulaine"],
  Héric: ["à Héric", "d’Héric"],
  Indre: ["à Indre", "d’Indre"],
  "La Chapelle-sur-Erdre": ["à La Chapelle-sur-Erdre", "de La Chapelle-sur-Erdre"],
  "La Haie-Fouassière": ["à La Haie-Fouassière", "de La Haie-Fouassière"],
  "La Montagne": ["à La Montagne", "de La Montagne"],
  "Le Cellier": ["au Cellier", "du Cellier"],
  "Le Loroux-Bottereau": ["au Loroux-Bottereau", "du Loroux-Bottereau"],
  "Le Pellerin": ["au Pellerin", "du Pellerin"],
  "Les Sorinières": ["aux Sorinières", "des Sorinières"],
  "Mauves-sur-Loire": ["à Mauves-sur-Loire", "de Mauves-sur-Loire"],
  Nantes: ["à Nantes", "de Nantes"],
  Orvault: ["à Orvault", "d’Orvault"],
  "Pont-Saint-Martin": ["à Pont-Saint-Martin", "de Pont-Saint-Martin"],
  Rezé: ["à Rezé", "de Rezé"],
  "Saint-Aignan-Grandlieu": ["à Saint-Aignan-Grandlieu", "de Saint-Aignan-Grandlieu"],
  "Saint-Herblain": ["à Saint-Herblain", "de Saint-Herblain"],
  "Saint-Jean-de-Boiseau": ["à Saint-Jean-de-Boiseau", "de Saint-Jean-de-Boiseau"],
  "Saint-Julien-de-Concelles": ["à Saint-Julien-de-Concelles", "de Saint-Julien-de-Concelles"],
  "Saint-Léger-les-Vignes": ["à Saint-Léger-les-Vignes", "de Saint-Léger-les-Vignes"],
  "Saint-Mars-du-Désert": ["à Saint-Mars-du-Désert", "de Saint-Mars-du-Désert"],
  "Saint-Sébastien-sur-Loire": ["à Saint-Sébastien-sur-Loire", "de Saint-Sébastien-sur-Loire"],
  "Sainte-Luce-sur-Loire": ["à Sainte-Luce-sur-Loire", "de Sainte-Luce-sur-Loire"],
  Sautron: ["à Sautron", "de Sautron"],
  "Sucé-sur-Erdre": ["à Sucé-sur-Erdre", "de Sucé-sur-Erdre"],
  "Thouaré-sur-Loire": ["à Thouaré-sur-Loire", "de Thouaré-sur-Loire"],
  Treillières: ["à Treillières", "de Treillières"],
  Vertou: ["à Vertou", "de Vertou"],
  "Vigneux-de-Bretagne": ["à Vigneux-de-Bretagne", "de Vigneux-de-Bretagne"],
};

test("inTown and ofTown give the right preposition and article for each town served", () => {
  const names = getCommunes().map((c) => c.name);
  expect(names.slice().sort()).toEqual(Object.keys(expected).sort());
  for (const name of names) {
    expect([inTown(name), ofTown(name)], name).toEqual(expected[name]);
  }
});

test("names outside the list: elision before a vowel, none before an aspirated h, the elided article kept", () => {
  expect(ofTown("Ancenis-Saint-Géréon")).toBe("d’Ancenis-Saint-Géréon");
  expect(ofTown("Île-d’Yeu")).toBe("d’Île-d’Yeu");
  expect(ofTown("Le Havre")).toBe("du Havre");
  expect(inTown("Les Herbiers")).toBe("aux Herbiers");
  expect(ofTown("L’Aiguillon-sur-Mer")).toBe("de L’Aiguillon-sur-Mer");
  expect(inTown("L’Aiguillon-sur-Mer")).toBe("à L’Aiguillon-sur-Mer");
  expect(ofTown("Legé")).toBe("de Legé");
  expect(inTown("Lesneven")).toBe("à Lesneven");
});

test("capitalize opens a sentence with the accented capital", () => {
  expect(capitalize(inTown("Nantes"))).toBe("À Nantes");
  expect(capitalize(inTown("Le Cellier"))).toBe("Au Cellier");
  expect(capitalize(inTown("Les Sorinières"))).toBe("Aux Sorinières");
});
