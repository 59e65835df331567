import { z } from "zod";
import { line, readJson } from "./load.server";

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

const testimonialSchema = z.object({
  name: line,
  content: line,
  rating: z.number().int().min(1).max(5),
  service: line,
  pages: z.array(z.enum(["home", "devis"])),
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
export function getTestimonials(page: "home" | "devis"): Testimonial[] {
  return readJson("testimonials.json", z.array(testimonialSchema)).filter((t) => t.pages.includes(page));
}
