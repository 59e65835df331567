type Located = { slug: string; coordinates: { lat: number; lng: number } };

/** Great-circle distance in km, enough to pick a commune's neighbours. */
function distanceKm(a: Located["coordinates"], b: Located["coordinates"]): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

export function nearest<T extends Located>(origin: T, all: T[], count: number): T[] {
  return all
    .filter((c) => c.slug !== origin.slug)
    .sort((a, b) => distanceKm(origin.coordinates, a.coordinates) - distanceKm(origin.coordinates, b.coordinates))
    .slice(0, count);
}
