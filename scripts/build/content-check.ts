import { getFareGrid } from "../../src/content/fares.server";

/**
 * Content the pages cannot be built from, found before any work: the fare grid read against the communes (a
 * town served without a fare, a fare for no commune), each problem naming its file. The pages' own loaders
 * would fail too, but deep inside React Router's pre-rendering, after the images and the bundle.
 */
export function contentProblems(): string[] {
  try {
    getFareGrid();
    return [];
  } catch (error) {
    return [(error as Error).message];
  }
}
