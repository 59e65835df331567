/**
 * Request limits, tuned by the operator here or, without a code change, with the environment variable
 * named beside each (same format: "5/10m"; units ms, s, m, h, d). See docs/decisions/003-abuse-limits.md.
 * "Per client" means per IPv4 address, or per IPv6 prefix (/56 by default, IPV6_CLIENT_PREFIX from 48 to
 * 64), each /48 being held to four times a client's limit.
 */
export const rateLimits = {
  /** RATE_LIMIT_BOOKING, per client: one request and a correction or two. */
  booking: "5/10m",
  /** RATE_LIMIT_BOOKING_DAY, per client: what one household or office sends in a day, with room to spare. */
  bookingDaily: "10/1d",
  /**
   * RATE_LIMIT_BOOKINGS_ALL, accepted requests for everyone together: the ceiling of what a flood from many
   * addresses can make us mail. Past it the form gives the phone number; the log says so loudly.
   */
  bookingsAll: "300/1d",
  /** RATE_LIMIT_PLACES, per client: one lookup per pause in typing, in two address fields. */
  places: "120/1m",
  /** RATE_LIMIT_PLACES_DAY, per client: dozens of addresses in a day, not a scraper's thousands. */
  placesDaily: "600/1d",
  /**
   * RATE_LIMIT_PLACES_ALL, lookups counted in Upstash for everyone together. Past it, lookups keep working on
   * each instance's own limits and the gazetteer, without touching Upstash: a flood of lookups cannot spend
   * the store's quota that bookings and confirmations need.
   */
  placesAll: "20000/1d",
  /**
   * RATE_LIMIT_PLACES_GOOGLE, for all visitors together: the ceiling of the Google bill. Past it, address
   * suggestions come from the offline gazetteer until the window frees up.
   */
  placesGoogle: "3000/1d",
  /** RATE_LIMIT_PLACES_GOOGLE_CLIENT, per client: one client's share of Google; past it, the gazetteer for that client. */
  placesGoogleClient: "100/1d",
  /**
   * RATE_LIMIT_ACKNOWLEDGEMENT, per mailbox (case, +tags and Gmail's dots ignored): past it the business still
   * receives the request but no acknowledgement is sent, so the form cannot flood a stranger's mailbox.
   */
  acknowledgement: "3/1d",
  /** RATE_LIMIT_ACKNOWLEDGEMENT_DOMAIN, per recipient domain, the big webmail providers excepted. */
  acknowledgementDomain: "20/1d",
  /** RATE_LIMIT_ACKNOWLEDGEMENTS_ALL, acknowledgements for everyone together: SendGrid's daily ceiling for them. */
  acknowledgementsAll: "300/1d",
  /**
   * RATE_LIMIT_CONFIRM, per client, on the operator's functions (/api/confirm, his confirmation page; /api/trip, his
   * trip page): opening a link and answering it. A sealed link can only send its own request's one answer; this
   * bounds the rest. No customer's call counts here.
   */
  confirm: "30/10m",
  /**
   * RATE_LIMIT_MANAGE, per client, on the customer's functions (/api/manage, « Gérer ma réservation »;
   * /api/proposal, a price proposal; /api/payment, the payment page; /api/unsubscribe): opening a link, cancelling,
   * asking for a change, answering a price, paying, unsubscribing. A customer's link only acts on its own trip.
   */
  manage: "30/10m",
  /**
   * RATE_LIMIT_LINKS_OPERATOR, calls to the operator's functions (/api/confirm, /api/trip) whose link opens, for
   * everyone together. Only the business inbox receives these links: no customer's or visitor's call can spend it
   * (docs/decisions/210-abuse-fourth-round.md). Past it they answer « appelez-nous » without touching Upstash.
   */
  linksOperator: "1000/1d",
  /**
   * RATE_LIMIT_LINKS_CUSTOMER, calls to the customer's link functions (/api/manage, /api/proposal,
   * /api/unsubscribe) whose link opens, for everyone together: a day of real answers needs a few hundred. Past it
   * they answer that they cannot serve today, without touching Upstash, and the log says so.
   */
  linksCustomer: "2000/1d",
  /**
   * RATE_LIMIT_LINKS_PAYMENT, calls to the payment page (/api/payment) whose link opens and whose answer is not one
   * the instance gave a moment ago, for everyone together. Its link is handed to whoever sent a booking: it has a
   * budget of its own, so that replaying it can shut nothing else.
   */
  linksPayment: "2000/1d",
  /**
   * RATE_LIMIT_LINK_TOKEN, per link, on the customer's functions and the payment page: what one link may be used
   * for in a day, whatever the addresses it comes from. A customer opens his pages a few times; a replayed link
   * stops here, at no Upstash command once refused.
   */
  linkToken: "60/1d",
  /**
   * RATE_LIMIT_CONSOLE, per client, on the operator's console once signed in (docs/decisions/260-operator-console.md):
   * reading his day, answering, acting on a trip. A call without a valid session is refused before it, at no cost.
   */
  console: "300/10m",
  /** RATE_LIMIT_CONSOLE_SIGNIN, per client: passkey sign-ins tried, whatever their outcome. */
  consoleSignin: "10/10m",
  /** RATE_LIMIT_CONSOLE_SIGNINS_ALL, passkey sign-ins tried for everyone together: what a script can make us check. */
  consoleSigninsAll: "200/1d",
  /** RATE_LIMIT_CONSOLE_ENROL, per client: enrolment links asked for, and enrolments tried. */
  consoleEnrol: "3/1h",
  /**
   * RATE_LIMIT_CONSOLE_ENROLS_ALL, enrolment links sent for everyone together: the most a script with many addresses
   * can put in the business mailbox in a day. Past it the console says to try again tomorrow.
   */
  consoleEnrolsAll: "6/1d",
  /**
   * RATE_LIMIT_ARRIVAL, per client: the form's check of a flight or train number (/api/arrival), once a number and
   * a date are typed: a few corrections, not a script's hundreds.
   */
  arrival: "10/10m",
  /** RATE_LIMIT_ARRIVAL_DAY, per client: the checks of a day. */
  arrivalDaily: "30/1d",
  /**
   * RATE_LIMIT_ARRIVALS_ALL, the form's checks that reach the flight or train provider (a number not looked up a
   * moment ago), for everyone together in a day: what addresses by the hundred can spend of the month's lookups
   * (src/config/arrivals.ts). Past it the form says the number could not be checked; bookings are followed all the
   * same, from the lookups the month keeps for them.
   */
  arrivalsAll: "60/1d",
} as const;

export type LimitName = keyof typeof rateLimits;

export const rateLimitVariables = {
  booking: "RATE_LIMIT_BOOKING",
  bookingDaily: "RATE_LIMIT_BOOKING_DAY",
  bookingsAll: "RATE_LIMIT_BOOKINGS_ALL",
  places: "RATE_LIMIT_PLACES",
  placesDaily: "RATE_LIMIT_PLACES_DAY",
  placesAll: "RATE_LIMIT_PLACES_ALL",
  placesGoogle: "RATE_LIMIT_PLACES_GOOGLE",
  placesGoogleClient: "RATE_LIMIT_PLACES_GOOGLE_CLIENT",
  acknowledgement: "RATE_LIMIT_ACKNOWLEDGEMENT",
  acknowledgementDomain: "RATE_LIMIT_ACKNOWLEDGEMENT_DOMAIN",
  acknowledgementsAll: "RATE_LIMIT_ACKNOWLEDGEMENTS_ALL",
  confirm: "RATE_LIMIT_CONFIRM",
  manage: "RATE_LIMIT_MANAGE",
  linksOperator: "RATE_LIMIT_LINKS_OPERATOR",
  linksCustomer: "RATE_LIMIT_LINKS_CUSTOMER",
  linksPayment: "RATE_LIMIT_LINKS_PAYMENT",
  linkToken: "RATE_LIMIT_LINK_TOKEN",
  console: "RATE_LIMIT_CONSOLE",
  consoleSignin: "RATE_LIMIT_CONSOLE_SIGNIN",
  consoleSigninsAll: "RATE_LIMIT_CONSOLE_SIGNINS_ALL",
  consoleEnrol: "RATE_LIMIT_CONSOLE_ENROL",
  consoleEnrolsAll: "RATE_LIMIT_CONSOLE_ENROLS_ALL",
  arrival: "RATE_LIMIT_ARRIVAL",
  arrivalDaily: "RATE_LIMIT_ARRIVAL_DAY",
  arrivalsAll: "RATE_LIMIT_ARRIVALS_ALL",
} as const satisfies Record<LimitName, string>;

/** The limits kept per client, each with its looser companion per IPv6 /48. */
export const perClientLimits = new Set<LimitName>([
  "booking",
  "bookingDaily",
  "places",
  "placesDaily",
  "placesGoogleClient",
  "confirm",
  "manage",
  "console",
  "consoleSignin",
  "consoleEnrol",
  "arrival",
  "arrivalDaily",
]);

/** A /48 may send this many times one client's limit: a small office, a campus, a mobile carrier's block. */
export const NETWORK_MULTIPLIER = 4;
