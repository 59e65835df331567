import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import {
  BOOKING_WINDOW_DAYS,
  MAX_PRICE,
  OPERATOR_LINK_DAYS,
  PROPOSAL_CLOSES_BEFORE_PICKUP_MINUTES,
  REPLY_DELAY_MINUTES,
} from "../../src/config/booking";
import { CANCELLATION, CHANGE_UNTIL_HOURS, COMPLAINT_WITHIN_HOURS } from "../../src/config/terms-of-sale";
import { PAYMENT_LINK_DAYS, PAYMENT_SETTINGS } from "../../src/config/payment";
import { MAX_WAITING_MINUTES } from "../../src/lib/ride-total";
import { managePanelText } from "../../src/components/manage/manage-panel.text";
import { grid } from "../../src/lib/fares";
import { operatorAnswersText } from "../../src/server/operator/operator-answers.text";
import { bookingFormText } from "../../src/components/booking/booking-form.text";
import { proposalPanelText } from "../../src/components/proposal/proposal-panel.text";
import { fleet } from "../../src/config/fleet";
import { proposalAnswersText } from "../../src/server/proposal/proposal-answers.text";
import { bookingAnswersText } from "../../src/server/request/booking-answers.text";
import { manageAnswersText } from "../../src/server/trip/manage-answers.text";
import { builtPages } from "../support/built-site";
import { allLetters } from "../support/letters";
import { visibleText } from "./visible-text";

/**
 * One source for every rule (docs/decisions/140-one-source-per-rule.md): wherever a text states a rule of the
 * terms of sale, the booking window, the waiting terms, the price ceiling, a link's lifetime or the count of
 * towns, it states the value of its source. The texts read are everything a visitor, a customer or the operator
 * can read: every built page (title, description, visible text), every e-mail in both languages, every answer
 * of the functions and of the customer's pages, and the content files as written (so a figure typed by hand
 * where a prop belongs is caught even where it renders the same today). Each check must also find its rule
 * stated somewhere, so a rewording cannot make it pass by finding nothing.
 */
type Text = { where: string; text: string };

const flat = (text: string) =>
  text
    .replace(/[\u00a0\u202f]/g, " ")
    .replace(/\*\*/g, "")
    .replace(/\s+/g, " ");

function contentFiles(): Text[] {
  const files = [
    "content/FACTS.md",
    ...["blog", "legal", "en", "communes"].flatMap((dir) =>
      readdirSync(`content/${dir}`)
        .filter((f) => /\.(mdx|json)$/.test(f))
        .map((f) => `content/${dir}/${f}`),
    ),
    ...readdirSync("content")
      .filter((f) => f.endsWith(".json"))
      .map((f) => `content/${f}`),
  ];
  return files.map((file) => ({
    where: file,
    text: flat(readFileSync(file, "utf8")),
  }));
}

/** A request as the operator's link carries it, for the words that name one. */
const request = {
  reference: "VPN-270301-ABCD",
  receivedAt: "2027-03-01T10:15:00.000Z",
  date: "2027-03-04",
  time: "08:30",
  phone: "06 12 34 56 78",
  changes: { price: 84 },
};
/** What a words function may be called with: two texts, a moment and a request, or a request alone. */
const ARGUMENTS: unknown[][] = [
  ["« A »", "« B »"],
  [Date.parse("2027-03-31T10:15:00Z"), request],
  [request],
  // A schedule of fees (« Gérer ma réservation »), and a proposal's status.
  [
    [
      { percent: 0, until: Date.parse("2027-03-03T07:30:00Z") },
      { percent: CANCELLATION.latePercent, until: Date.parse("2027-03-04T05:30:00Z") },
      { percent: CANCELLATION.lastPercent, until: null },
    ],
  ],
  ["accepted", "« A »", "« B »"],
  // Minutes and a moment: the waiting a ride's close may count past the free waiting.
  [20, Date.parse("2027-03-04T08:15:00Z")],
];

/** Every string of a words object, its functions called with the first stand-ins they take. */
function wordsOf(name: string, words: Record<string, unknown>): Text[] {
  return Object.entries(words).flatMap(([key, value]) => {
    if (typeof value === "string") return [{ where: `${name}.${key}`, text: flat(value) }];
    if (typeof value !== "function") return [];
    for (const args of ARGUMENTS) {
      try {
        const said = (value as (...a: unknown[]) => unknown)(...args);
        if (typeof said === "string") return [{ where: `${name}.${key}`, text: flat(said) }];
      } catch {
        // Not these stand-ins: the next set.
      }
    }
    throw new Error(`${name}.${key}: no stand-in arguments fit`);
  });
}

function corpus(): Text[] {
  const pages = [...builtPages()].map(([path, html]) => ({
    where: `page ${path}`,
    text: flat(visibleText(html).join(" ")),
  }));
  const letters = allLetters().map((m) => ({
    where: `e-mail ${m.kind} (${m.subject})`,
    text: flat(`${m.subject} ${m.text}`),
  }));
  const words = [
    ...(["fr", "en"] as const).flatMap((l) => [
      ...wordsOf(`managePanelText.${l}`, managePanelText[l]),
      ...wordsOf(`manageAnswersText.${l}`, manageAnswersText[l]),
      ...wordsOf(`proposalAnswersText.${l}`, proposalAnswersText[l]),
      ...wordsOf(`booking messages.${l}`, bookingAnswersText[l]),
      ...wordsOf(`bookingFormText.${l}`, bookingFormText[l]),
      ...wordsOf(`proposalPanelText.${l}`, proposalPanelText[l]),
    ]),
    ...wordsOf("operatorAnswersText.fr.confirm", operatorAnswersText.fr.confirm),
    ...wordsOf("operatorAnswersText.fr.tripPage", operatorAnswersText.fr.tripPage),
    ...wordsOf("operatorAnswersText.fr.tripMoney", operatorAnswersText.fr.tripMoney),
  ];
  return [...pages, ...letters, ...words, ...contentFiles()];
}

type Check = {
  rule: string;
  pattern: RegExp;
  expected: (m: RegExpMatchArray) => boolean;
};

const c = CANCELLATION;
const n = (value: string | undefined) => Number(value?.replace(/\s/g, ""));
const towns = grid.towns.length;

const checks: Check[] = [
  {
    rule: "a ride's end (hours after the pickup)",
    pattern: /achevée[^.]{0,60}au plus tard (\d+) heures après|deemed to end[^.]{0,60}at the latest (\d+) hours after/g,
    expected: (m) => n(m[1] ?? m[2]) === PAYMENT_SETTINGS.rideEndsAfterHours,
  },
  {
    rule: "a payment link's lifetime",
    pattern: /lien de paiement valable (\d+) jours|payment link valid for (\d+) days/g,
    expected: (m) => n(m[1] ?? m[2]) === PAYMENT_LINK_DAYS,
  },
  {
    rule: "waiting a closed ride may count",
    pattern: /minutes entières \((\d+) au plus\)/g,
    expected: (m) => n(m[1]) === MAX_WAITING_MINUTES,
  },
  {
    rule: "free cancellation (hours before)",
    pattern: /gratuite plus de (\d+) h/g,
    expected: (m) => n(m[1]) === c.freeBeforeHours,
  },
  {
    rule: "free cancellation (hours before)",
    pattern: /plus de (\d+) h avant : annulation gratuite/g,
    expected: (m) => n(m[1]) === c.freeBeforeHours,
  },
  {
    rule: "free cancellation (hours before)",
    pattern: /[Cc]ancellation (?:more than|up to) (\d+) hours/g,
    expected: (m) => n(m[1]) === c.freeBeforeHours,
  },
  {
    rule: "free cancellation (hours before)",
    pattern: /more than (\d+) hours before: free/g,
    expected: (m) => n(m[1]) === c.freeBeforeHours,
  },
  {
    rule: "late window",
    pattern: /entre (\d+) h et (\d+) h avant/g,
    expected: (m) => n(m[1]) === c.freeBeforeHours && n(m[2]) === c.lateBeforeHours,
  },
  {
    rule: "late window",
    pattern: /between (\d+)(?: hours)? and (\d+) hours before/g,
    expected: (m) => n(m[1]) === c.freeBeforeHours && n(m[2]) === c.lateBeforeHours,
  },
  {
    rule: "last window",
    pattern: /(?<!Annulation )moins de (\d+) h (?:avant|ou en cas d’absence)/g,
    expected: (m) => n(m[1]) === c.lateBeforeHours,
  },
  {
    rule: "last window",
    pattern: /(?<!Cancelled )less than (\d+) hours before/g,
    expected: (m) => n(m[1]) === c.lateBeforeHours,
  },
  {
    rule: "fee of a cancellation",
    pattern:
      /Annulation moins de (\d+) h avant la prise en charge : (\d+) % du prix|Cancelled less than (\d+) hours before pickup: (\d+)% of the price/g,
    expected: (m) => {
      const [hours, percent] = [n(m[1] ?? m[3]), n(m[2] ?? m[4])];
      return (
        (hours === c.freeBeforeHours && percent === c.latePercent) ||
        (hours === c.lateBeforeHours && percent === c.lastPercent)
      );
    },
  },
  {
    rule: "cancellation fees (percent of the price)",
    pattern: /(\d+) % du prix(?! d’une)/g,
    expected: (m) => ([c.latePercent, c.lastPercent] as number[]).includes(n(m[1])),
  },
  {
    rule: "cancellation fees (percent of the price)",
    pattern: /(\d+)% of the price/g,
    expected: (m) => ([c.latePercent, c.lastPercent] as number[]).includes(n(m[1])),
  },
  {
    rule: "cancellation fees (percent of the price)",
    pattern: /facturée à (\d+) %/g,
    expected: (m) => n(m[1]) === c.lastPercent,
  },
  {
    rule: "change deadline",
    pattern: /(?:[Mm]odifi\w*|changer l’horaire\W+C’est possible)[^.]{0,60}?jusqu’à (\d+) h/g,
    expected: (m) => n(m[1]) === CHANGE_UNTIL_HOURS,
  },
  {
    rule: "change deadline",
    pattern: /[Cc]hange\w*[^.]{0,40}?up to (\d+) hours/g,
    expected: (m) => n(m[1]) === CHANGE_UNTIL_HOURS,
  },
  {
    rule: "change deadline",
    pattern:
      /[Mm]oins de (\d+) h avant la prise en charge, aucune modification|[Ll]ess than (\d+) hours before pickup, no change/g,
    expected: (m) => n(m[1] ?? m[2]) === CHANGE_UNTIL_HOURS,
  },
  {
    rule: "change deadline",
    pattern: /prise en charge est à moins de (\d+) heures|pickup is less than (\d+) hours away/g,
    expected: (m) => n(m[1] ?? m[2]) === CHANGE_UNTIL_HOURS,
  },
  {
    rule: "complaints",
    pattern: /dans les (\d+) h suivant la course|within (\d+) hours of the journey/g,
    expected: (m) => n(m[1] ?? m[2]) === COMPLAINT_WITHIN_HOURS,
  },
  {
    rule: "booking window",
    pattern: /jusqu[’']à (\d+) (jours|semaines|mois) à l[’']avance|up to (\d+) (days|weeks|months) ahead/g,
    expected: (m) => {
      const [count, unit] = m[1] ? [n(m[1]), m[2]] : [n(m[3]), m[4]];
      const days =
        unit?.startsWith("mois") || unit === "months"
          ? count * 30.5
          : unit?.startsWith("sem") || unit === "weeks"
            ? count * 7
            : count;
      return Math.abs(days - BOOKING_WINDOW_DAYS) < 7;
    },
  },
  {
    rule: "waiting (minutes offered)",
    pattern: /(\d+) minutes d’attente|(\d+) minutes of waiting|(\d+) minutes’ free wait/g,
    // The minutes after the agreed time, or after an international flight lands: each text says which.
    expected: (m) =>
      [grid.waiting.freeMinutes, grid.waiting.internationalArrivalFreeMinutes].includes(n(m[1] ?? m[2] ?? m[3])),
  },
  {
    rule: "waiting (international arrivals)",
    pattern:
      /(\d+) minutes après l’atterrissage d’un vol international|(\d+) minutes after an international flight lands/g,
    expected: (m) => n(m[1] ?? m[2]) === grid.waiting.internationalArrivalFreeMinutes,
  },
  {
    rule: "waiting (rate)",
    pattern: /(\d+(?:,\d+)?) € TTC par quart d’heure|€(\d+(?:\.\d+)?) per quarter hour/g,
    expected: (m) => Number((m[1] ?? m[2])?.replace(",", ".")) === grid.waiting.perQuarterHour,
  },
  {
    rule: "price ceiling",
    pattern: /entre 1 et ([\d ]+) €/g,
    expected: (m) => n(m[1]) === MAX_PRICE,
  },
  {
    rule: "operator's link lifetime",
    pattern: /expire au bout de (\d+) jours/g,
    expected: (m) => n(m[1]) === OPERATOR_LINK_DAYS,
  },
  {
    rule: "a proposal's last hour",
    pattern: /accepte[^.]{0,60}jusqu’à (\d+) (?:h|heures) avant|accepte[^.]{0,60}until (\d+) hours before/g,
    expected: (m) => n(m[1] ?? m[2]) * 60 === PROPOSAL_CLOSES_BEFORE_PICKUP_MINUTES,
  },
  {
    rule: "operator's link lifetime",
    pattern: /il vaut (\d+) jours/g,
    expected: (m) => n(m[1]) === OPERATOR_LINK_DAYS,
  },
  {
    rule: "grace after a booking made inside a fee window",
    pattern:
      /pendant (?:les )?(\d+) minutes (?:après|qui suivent)|during the (\d+) minutes that follow|for (\d+) minutes after/g,
    expected: (m) => n(m[1] ?? m[2] ?? m[3]) === c.graceMinutes,
  },
  {
    rule: "seats per car",
    pattern: /(\d+) passagers par voiture|(\d+) passengers per car|une voiture accueille jusqu’à (\d+) passagers/g,
    expected: (m) => n(m[1] ?? m[2] ?? m[3]) === fleet.carSeats,
  },
  {
    rule: "the fleet's largest group",
    pattern: /[Aa]u-delà de (\d+) passagers|[Bb]eyond (\d+) passengers/g,
    expected: (m) => n(m[1] ?? m[2]) === fleet.maxPassengers,
  },
  {
    rule: "reply delay",
    pattern:
      /(?:répond\w*|confirm\w*|chiffrons|proposons)[^.]{0,60}? sous (\d+) heures|(?:reply|replies|confirm|price it|propose)[^.]{0,60}? within (\d+) hours(?! of the journey)/g,
    expected: (m) => n(m[1] ?? m[2]) * 60 === REPLY_DELAY_MINUTES,
  },
  {
    rule: "count of towns",
    pattern: /nos (\d+) communes|our (\d+) towns|, (\d+) communes, groupes|Gare de Nantes, (\d+) towns/g,
    expected: (m) => n(m[1] ?? m[2] ?? m[3] ?? m[4]) === towns,
  },
  {
    rule: "count of towns",
    pattern: /Nantes et (\d+) communes|Nantes and (\d+) Nearby Towns|dans (\d+) communes autour de Nantes/g,
    expected: (m) => n(m[1] ?? m[2] ?? m[3]) === towns - 1,
  },
];

test("every text that states a rule states its source's value", () => {
  const texts = corpus();
  const wrong: string[] = [];
  const found = new Map<string, number>();
  for (const check of checks) {
    for (const { where, text } of texts) {
      for (const m of text.matchAll(check.pattern)) {
        found.set(check.rule, (found.get(check.rule) ?? 0) + 1);
        if (!check.expected(m)) wrong.push(`${where}: « ${m[0]} » (${check.rule})`);
      }
    }
  }
  expect(wrong).toEqual([]);
  // Each rule is stated somewhere the checks can read: a check that finds nothing proves nothing.
  for (const rule of new Set(checks.map((check) => check.rule))) expect(found.get(rule) ?? 0, rule).toBeGreaterThan(0);
});

test("content states the rules' figures through its props and tokens, never typed by hand", () => {
  const deadline =
    /(?:gratuite? plus de|entre|moins de|jusqu’à|more than|between|less than|up to) \d+ (?:h|hours?)\b(?! ?\/)|\d+ ?% (?:du prix|of the price)/;
  const waiting = /\d+ minutes(?:’)? (?:d’attente|of wait|free wait)/;
  for (const { where, text } of contentFiles()) {
    for (const sentence of text.split(/(?<=[.!?])\s/)) {
      const typed = /annul|cancel|modifi|chang|réclam|complain/i.test(sentence) && deadline.test(sentence);
      expect(typed || waiting.test(sentence) ? sentence : "", `${where}: a rule's figure typed by hand`).toBe("");
    }
  }
});
