import { isRouteErrorResponse, Links, Meta, Outlet, useLocation } from "react-router";
import type { Route } from "./+types/root";
import headingFont from "./assets/fonts/playfair-display-400.woff2?url";
import stylesheet from "./styles/app.css?url";
import { chromeText } from "./components/chrome.text";
import { CookieBanner } from "./components/cookie-banner";
import { FOOTER_ID, Footer } from "./components/footer";
import { Header } from "./components/header";
import { Clock, IconSet, IconSetProvider, IconSprite, Mail, MapPin, Phone, X } from "./components/sprite-icons";
import { WhatsAppButton } from "./components/whatsapp-button";
import { TEST_IDENTITY } from "./config/env-public";
import { site } from "./config/site";
import { headingFallbackFaces } from "./lib/heading-font";
import { type Locale, localeOf } from "./lib/i18n";
import { pageLoader, revealObserver, revealScript } from "./lib/inline-scripts";
import favicon from "../public/favicon.svg?raw";

/**
 * The tab icon is written into the page (half a kilobyte): fetching it would share a phone's first round trip
 * with the stylesheet and the hero. Search engines take the site's icon from the apple-touch-icon link, a file.
 */
const faviconUrl = `data:image/svg+xml,${favicon.trim().replaceAll('"', "%22").replaceAll("#", "%23").replaceAll("<", "%3C").replaceAll(">", "%3E")}`;

export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: faviconUrl, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "alternate", type: "application/rss+xml", title: `Blog ${site.brand}`, href: "/rss.xml" },
];

/** The hashed entry of the browser bundle, which the build makes before the pages (vite.config.ts). */
declare const __ISLANDS_ENTRY__: string;

export function Layout({ children }: { children: React.ReactNode }) {
  // The language is the path's (src/lib/i18n.ts): English pages live under /en.
  const locale = localeOf(useLocation().pathname);
  return (
    <html lang={locale} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0e1116" />
        {/* No paint before the page's content is whole: on a busy phone the parser can pause mid-page once the
            stylesheet is in, and Chromium would paint the half it has (a hero without its text, which then grows: a
            layout shift). Chromium lifts this block when the named element is inserted, not when it is closed, so
            it names the footer, which follows <main>. Browsers that do not know rel=expect ignore it. */}
        <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />
        {TEST_IDENTITY && <meta name="robots" content="noindex, nofollow" />}
        <style dangerouslySetInnerHTML={{ __html: headingFallbackFaces }} />
        <script dangerouslySetInnerHTML={{ __html: revealScript }} />
        <script type="module" dangerouslySetInnerHTML={{ __html: revealObserver }} />
        <script
          data-entry={import.meta.env.DEV ? undefined : __ISLANDS_ENTRY__}
          data-font={headingFont}
          dangerouslySetInnerHTML={{ __html: pageLoader }}
        />
        <Meta />
        <Links />
      </head>
      <body>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[70] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-ink"
        >
          {chromeText[locale].skipLink}
        </a>
        {TEST_IDENTITY && <TestBanner locale={locale} />}
        {children}
        {/* No router runtime ships: pages are pre-rendered without <Scripts />, and one script adds the chrome's
            behaviour and hydrates islands. Nothing in it is needed for the first screen: the page loader in the
            head starts it once the largest paint is done (decision 060). In dev, it loads at once, and Vite's
            client reloads the page on every change. */}
        {import.meta.env.DEV && (
          <>
            <script type="module" src="/@id/__x00__virtual:react-router/inject-hmr-runtime" />
            <script type="module" src="/src/islands/client.ts" />
            <script type="module" src="/@vite/client" />
          </>
        )}
      </body>
    </html>
  );
}

/**
 * Only in the builds of `npm run check:vercel` (src/server/kernel/test-identity.ts): a page built with the test
 * identity says so to anyone who sees it. Inline styles keep it out of the site's stylesheet.
 */
function TestBanner({ locale }: { locale: Locale }) {
  return (
    <p
      data-test-identity
      style={{ margin: 0, padding: "0.5rem 1rem", background: "#b91c1c", color: "#fff", textAlign: "center" }}
    >
      {chromeText[locale].testBanner}
    </p>
  );
}

/**
 * Pages whose panel reaches the right edge of a phone's screen, where the floating WhatsApp button would sit on
 * it: the quote form (its fees beside the button in step 2), the operator's pages and the payment page. On
 * phones they go without it (their own text gives the phone number); from `sm` up it sits beside the panel.
 */
const NO_FLOATING_BUTTON_ON_PHONES = new Set([
  "/demande-devis",
  "/en/quote",
  "/confirmer",
  "/course",
  "/paiement",
  "/en/payment",
]);

/** What follows the sprite in the page and draws from it: the footer's icons and the cookie banner's. */
const CHROME_ICONS = [Clock, Mail, MapPin, Phone, X];

export default function App() {
  const path = useLocation().pathname.replace(/(.)\/$/, "$1");
  const locale = localeOf(path);
  // One sprite per page, of the icons the page draws (src/components/sprite-icons.tsx).
  const icons = new IconSet();
  return (
    <IconSetProvider value={icons}>
      <Header path={path} />
      <main id="main">
        <Outlet />
      </main>
      <IconSprite set={icons} chrome={CHROME_ICONS} />
      <Footer locale={locale} />
      {NO_FLOATING_BUTTON_ON_PHONES.has(path) ? (
        <div className="max-sm:hidden">
          <WhatsAppButton locale={locale} />
        </div>
      ) : (
        <WhatsAppButton locale={locale} />
      )}
      <CookieBanner locale={locale} />
    </IconSetProvider>
  );
}

/** A route failure shows 'Unexpected Application Error!' with the status or the message (the client's error catalogue). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : "Erreur inconnue";
  return (
    <main id="main" className="flex min-h-screen items-center bg-ink text-ivory">
      <div className="container-page py-24">
        <h1 className="text-4xl">Unexpected Application Error!</h1>
        <p className="mt-4 text-mist">{detail}</p>
        <a href="/" className="btn-gold mt-8">
          Retour à l’accueil
        </a>
      </div>
    </main>
  );
}
