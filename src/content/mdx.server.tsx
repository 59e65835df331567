import { readFileSync } from "node:fs";
import path from "node:path";
import { bundleMDX } from "mdx-bundler";
import remarkGfm from "remark-gfm";
import { getMDXComponent } from "mdx-bundler/client/index.js";
import { renderToStaticMarkup } from "react-dom/server";
import {
  BOOKING_WINDOW_DAYS,
  bookingWindowText,
  bookingWindowTextEn,
  PROPOSAL_CLOSES_BEFORE_PICKUP_MINUTES,
  REPLY_DELAY_MINUTES,
} from "~/config/booking";
import { fleet } from "~/config/fleet";
import { TRIP_RETENTION_DAYS } from "~/config/trips";
import {
  ANSWER_RECORD_DAYS,
  FUNCTION_LOG_HOURS,
  OPEN_REQUEST_AFTER_PICKUP_HOURS,
  OPT_OUT_YEARS,
  PAYMENT_RECORD_EXTRA_DAYS,
  REQUEST_FINGERPRINT_HOURS,
} from "~/config/retention";
import { INVOICE_RETENTION_YEARS } from "~/config/payment";
import { counterRetentionHours } from "~/lib/rate-limit-spec";
import { grid, waitingText } from "~/lib/fares";
import { arrivalTermsText } from "~/lib/arrival-terms.text";
import { paymentTerms } from "~/lib/payment-terms.text";
import { termsOfSaleText } from "~/lib/terms-of-sale.text";
import { invoiceTermsText } from "~/lib/invoice-terms.text";
import { numbersText } from "~/lib/numbers.text";
import { site } from "~/config/site";
import { GoogleRatingText } from "~/components/google-rating";
import { mdxComponents } from "~/components/mdx";
import { atLeast, figureEn, figures } from "./figures";
import { getGoogleRating } from "./google-rating.server";

const closes = PROPOSAL_CLOSES_BEFORE_PICKUP_MINUTES / 60;
// What the functions keep (src/server/trip/store.ts): the deployment's TRIP_RETENTION_DAYS, present at build time
// on Vercel as at run time, or the config's default.
const kept = Number(process.env.TRIP_RETENTION_DAYS ?? TRIP_RETENTION_DAYS);
/** The units a number is stated with, in each language; the hours of running text are the numbers' own. */
const units = { fr: { hours: "h", days: "jours", years: "ans" }, en: { hours: "hours", days: "days", years: "years" } };
const windowTexts = { fr: bookingWindowText, en: bookingWindowTextEn };
function bookingsIn(locale: "fr" | "en") {
  return {
    windowDays: BOOKING_WINDOW_DAYS,
    windowText: windowTexts[locale],
    proposalCloses: `${closes}\u00a0${units[locale].hours}`,
    replyDelay: numbersText[locale].hours(REPLY_DELAY_MINUTES / 60, true),
    tripRetention: `${kept}\u00a0${units[locale].days}`,
  };
}
const bookings = { fr: bookingsIn("fr"), en: bookingsIn("en") };

/** How long each record is kept (src/config/retention.ts, the rate limits' windows), as the privacy pages state it. */
const counters = counterRetentionHours(process.env);
function retentionIn(locale: "fr" | "en") {
  const { hours } = numbersText[locale];
  const { days, years } = units[locale];
  return {
    counters: hours(counters),
    fingerprint: hours(REQUEST_FINGERPRINT_HOURS),
    openRequests: hours(OPEN_REQUEST_AFTER_PICKUP_HOURS),
    logs: hours(FUNCTION_LOG_HOURS),
    answers: `${ANSWER_RECORD_DAYS}\u00a0${days}`,
    optOut: `${OPT_OUT_YEARS}\u00a0${years}`,
    // The booking's record (src/server/booking/open.ts): the trip's retention and the payment's own days after it.
    bookingRecord: `${kept + PAYMENT_RECORD_EXTRA_DAYS}\u00a0${days}`,
    documents: `${INVOICE_RETENTION_YEARS}\u00a0${years}`,
  };
}
const retention = { fr: retentionIn("fr"), en: retentionIn("en") };

/** Fares facts a text states: the waiting terms and the seats per car (content/fares.json, src/config/fleet.ts). */
const wait = (minutes: number) => `${minutes}\u00a0minutes`;
const waits = {
  freeWait: wait(grid.waiting.freeMinutes),
  internationalWait: wait(grid.waiting.internationalArrivalFreeMinutes),
};
const fares = {
  fr: { waiting: waitingText("fr"), ...waits, carSeats: fleet.carSeats, maxPassengers: fleet.maxPassengers },
  en: { waiting: waitingText("en"), ...waits, carSeats: fleet.carSeats, maxPassengers: fleet.maxPassengers },
};

/** The client's figures (content/figures.json), as a text of either language writes them. */
const figureProps = {
  fr: { ...figures, clientsAtLeast: atLeast(figures.clients), tripsAtLeast: atLeast(figures.trips) },
  en: {
    ...figures,
    trips: figureEn(figures.trips),
    punctuality: figureEn(figures.punctuality),
    loyalty: figureEn(figures.loyalty),
    clientsAtLeast: atLeast(figures.clients),
    tripsAtLeast: atLeast(figureEn(figures.trips)),
  },
};

/**
 * The Google rating with its source and link (« 5/5 sur 41 avis sur Google Maps »). Read when a text prints it,
 * not before: most texts do not, and only a build has read it (src/content/google-rating.server.ts).
 */
const ratingProps = (locale: "fr" | "en") => ({
  get text() {
    return <GoogleRatingText rating={getGoogleRating()} locale={locale} />;
  },
});

export type RenderedMdx = { frontmatter: unknown; html: string; words: number };

/**
 * Compiles an MDX file and renders it to HTML at build time, so no MDX is shipped to or evaluated in the
 * browser (evaluating it there would need 'unsafe-eval' in the CSP). A syntax error fails the build.
 * Content reads the config through its props: `props.site` (identity), `props.booking` (how far ahead the
 * form takes a request, until when a price proposal can be accepted, how long a confirmed trip is kept),
 * `props.fares` (waiting terms and minutes, seats per car), `props.terms` (the terms of sale's deadlines and fees,
 * src/lib/terms-of-sale.text.ts), `props.invoice` (a business customer's payment term, late penalties and recovery fee,
 * src/config/payment.ts), `props.payment` (how a booking is paid, what a kept card may be charged, when a ride
 * ends, src/lib/payment-terms.text.ts), `props.retention` (how long each record is kept, src/config/retention.ts),
 * `props.figures` (the client's figures, content/figures.json), `props.rating.text` (the Google rating with its
 * source and link) and `props.arrivals` (what is done with a flight or train followed, src/lib/arrival-terms.text.ts),
 * in the text's language.
 */
export async function renderMdxFile(file: string, locale: "fr" | "en" = "fr"): Promise<RenderedMdx> {
  const source = readFileSync(file, "utf8");
  let result: Awaited<ReturnType<typeof bundleMDX>>;
  try {
    result = await bundleMDX({
      source,
      cwd: path.dirname(file),
      // The error is thrown with the file named (below); esbuild need not print it as well.
      esbuildOptions: (options) => ({ ...options, logLevel: "silent" }),
      mdxOptions(options) {
        options.remarkPlugins = [...(options.remarkPlugins ?? []), remarkGfm];
        return options;
      },
    });
  } catch (error) {
    throw new Error(`Cannot compile ${path.relative(process.cwd(), file)}: ${(error as Error).message}`);
  }
  const Content = getMDXComponent(result.code);
  const html = renderToStaticMarkup(
    <Content
      components={mdxComponents}
      site={site}
      booking={bookings[locale]}
      fares={fares[locale]}
      terms={termsOfSaleText[locale].figures}
      invoice={invoiceTermsText[locale]}
      payment={paymentTerms[locale]}
      retention={retention[locale]}
      figures={figureProps[locale]}
      rating={ratingProps(locale)}
      arrivals={arrivalTermsText[locale]}
    />,
  );
  return { frontmatter: result.frontmatter, html, words: countWords(html) };
}

export function countWords(html: string): number {
  const text = html.replace(/<[^>]+>/g, " ").replace(/&[a-z#0-9]+;/gi, " ");
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}
