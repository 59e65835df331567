import { expect, test } from "vitest";
import { bookingSchema } from "../../src/lib/booking/schema";
import { sealedRequestOf } from "../../src/server/request/sealed-request";
import { sealedChange } from "../../src/server/trip/change-request";
import { tripFrom } from "../../src/server/trip/store";
import { validBooking } from "../support/booking-fixtures";

test("a change keeps what it does not touch: the notes, the review choice, how the booking is paid and the company invoiced", () => {
  const booked = bookingSchema.parse(
    validBooking({
      engagement: "reservation",
      tarifAccepte: 35,
      paiement: "prepaid",
      societe: "Atelier Loire SAS",
      adresseSociete: "4 quai de la Fosse, 44000 Nantes",
      siren: "732829320",
      informationsSupplementaires: "Deux valises",
      refusAvis: true,
    }),
  );
  const request = sealedRequestOf(booked, "VPN-261128-AB2C", new Date("2026-11-28T09:00:00Z"), 35);
  const trip = tripFrom({ ...request, notes: "Deux valises" }, 35, new Date("2026-11-28T09:30:00Z"));
  // The new time as the manage page or the operator's page sends it: the form's fields, none of the rest.
  const asked = bookingSchema.parse(validBooking({ heurePriseEnCharge: "07:30" }));
  const change = sealedChange(trip, asked, "VPN-261128-CD3E", new Date("2026-11-29T09:00:00Z"), "operator");
  expect(change).toMatchObject({
    reference: "VPN-261128-CD3E",
    time: "07:30",
    notes: "Deux valises",
    reviewOptOut: true,
    payment: "prepaid",
    company: { name: "Atelier Loire SAS", address: "4 quai de la Fosse, 44000 Nantes", siren: "732 829 320" },
    changes: { reference: "VPN-261128-AB2C", price: 35, time: "06:15", by: "operator" },
  });
});
