/**
 * Which arrival a booking's number names, read the same way by the form and by the server: a flight to pick up at
 * Nantes Atlantique, or a train at the Gare de Nantes. A number given for another pickup (a departure to the
 * airport, a trip from home) is passed to the operator as the customer wrote it, and nothing is followed.
 */
export type ArrivalKind = "flight" | "train";
export type ArrivalNumber = { kind: ArrivalKind; number: string };

/** An airline's designator (two characters, one a letter at least; or ICAO's three letters), then 1 to 4 digits. */
const FLIGHT = /^([A-Z]{2}|[A-Z]\d|\d[A-Z]|[A-Z]{3}) ?(\d{1,4}[A-Z]?)$/;
/** A train's number, 3 to 6 digits, after its brand if the customer wrote it (« TGV 8812 », « TER 858123 »). */
const TRAIN = /^(?:(?:TGV|TER|OUIGO|INOUI|INTERCIT[EÉ]S|IC|ALEO|LIO)\s*)?(\d{3,6})$/;

const AIRPORT = /a[ée]roport|airport|nantes[\s-]atlantique/i;
const STATION = /\bgare\b|railway station|\bstation\b/i;

/** Whether a pickup place is Nantes Atlantique. */
export const isAirportPlace = (place: string) => AIRPORT.test(place);
/** Whether a pickup place is the Gare de Nantes (not a station of another town). */
export const isStationPlace = (place: string) =>
  STATION.test(place) && /\bnantes\b/i.test(place) && !/chantenay|pont-rousseau|rez[ée]/i.test(place);

/** The flight or the train a booking picked up at the airport or the station names, or null. */
export function arrivalNumberOf(from: string, given: string): ArrivalNumber | null {
  const text = given
    .normalize("NFKC")
    .trim()
    .toUpperCase()
    .replace(/[-\s]+/g, " ");
  if (!text) return null;
  if (isAirportPlace(from)) {
    const flight = FLIGHT.exec(text);
    return flight ? { kind: "flight", number: `${flight[1]}${flight[2]}` } : null;
  }
  if (isStationPlace(from)) {
    const train = TRAIN.exec(text);
    return train ? { kind: "train", number: train[1]! } : null;
  }
  return null;
}

/** Whether a pickup place is one where an arrival is followed (what the form checks a number for). */
export function followedPlace(from: string): ArrivalKind | null {
  return isAirportPlace(from) ? "flight" : isStationPlace(from) ? "train" : null;
}
