import { z } from "zod";
import { blank, isoDay, line, readJson } from "./load.server";

/** The home page's, events page's and quote page's editable content (content/*.json), validated at build. */

const serviceSchema = z.object({
  id: z.string(),
  title: line,
  description: line,
  features: z.array(line).min(1),
  icon: z.enum(["plane", "train", "hourglass", "sparkles", "route", "clock"]),
});

const advantagesSchema = z.object({
  vehicles: z.array(z.object({ name: line, image: z.string(), description: line, features: z.array(line) })).length(2),
  points: z.array(
    z.object({
      title: line,
      description: line,
      icon: z.enum(["clock", "shield", "euro", "smartphone", "map-pin", "mail"]),
    }),
  ),
});

const extraSchema = z.object({
  title: line,
  description: line,
  icon: z.enum(["water", "plug", "wifi", "baby", "thermometer", "music", "umbrella", "newspaper"]),
});

const testimonialSchema = z
  .object({
    name: line,
    content: line,
    rating: z.union([z.number().int().min(1).max(5), blank]),
    service: line,
    /** When the customer gave the review (ISO), shown on its card. */
    date: z.union([isoDay, blank]),
    /** When the trip it is about took place (ISO), shown beside it (Code de la consommation D111-17). */
    tripDate: z.union([isoDay, blank]),
    pages: z.array(z.enum(["home", "devis"])),
  })
  // A review is about a trip that came before it (ISO dates compare as text).
  .refine((t) => !/^\d/.test(t.date) || !/^\d/.test(t.tripDate) || t.tripDate <= t.date, {
    message: "the trip (tripDate) comes after the review (date)",
    path: ["tripDate"],
  });
const reviewsSchema = z.object({
  $comment: z.string().optional(),
  notice: z.object({ collected: line, checked: line }),
  reviews: z.array(testimonialSchema),
});

export const eventCategories = ["Festival", "Cinéma", "Sport", "Classique", "Art", "Culture"] as const;

const eventSchema = z.object({
  id: z.number().int(),
  name: line,
  description: line,
  date: line,
  location: line,
  duration: line,
  category: z.string(),
  image: z.string().regex(/^event-[a-z0-9-]+$/),
  imageAlt: line,
  highlights: z.array(line).length(4),
  venue: z.object({ name: line, lat: z.number(), lng: z.number() }),
});

export type Service = z.infer<typeof serviceSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type EventOffer = z.infer<typeof eventSchema>;
export type Extra = z.infer<typeof extraSchema>;
export type Advantages = z.infer<typeof advantagesSchema>;

export const getServices = () => readJson("services.json", z.array(serviceSchema).length(6));
export const getAdvantages = () => readJson("advantages.json", advantagesSchema);
export const getExtras = () => readJson("extras.json", z.array(extraSchema).min(1));
export const getEvents = () => readJson("events.json", z.array(eventSchema).length(6));
export type ReviewNotice = z.infer<typeof reviewsSchema>["notice"];

/** A page's reviews, the most recent first (blank dates keep the file's order), and how they are collected. */
export function getTestimonials(page: "home" | "devis"): { reviews: Testimonial[]; notice: ReviewNotice } {
  const { reviews, notice } = readJson("testimonials.json", reviewsSchema);
  const dated = (t: Testimonial) => (/^\d/.test(t.date) ? t.date : "");
  return {
    reviews: reviews.filter((t) => t.pages.includes(page)).sort((a, b) => dated(b).localeCompare(dated(a))),
    notice,
  };
}
