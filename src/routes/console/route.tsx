import { BellRing, ShieldCheck, Smartphone } from "lucide-react";
import { ConsoleApp } from "~/components/console/console-app";
import { consoleWords } from "~/components/console/console.text";
import { linkPageMeta } from "~/components/pages/page-meta";
import { BandGlow } from "~/components/page-hero";
import { CONSOLE_PATH } from "~/config/console";
import { Island } from "~/islands/island";
import consoleStyles from "~/styles/console.css?url";

const t = consoleWords.fr;

/** The console's own stylesheet, after the site's: no public page loads it. */
export function links() {
  return [{ rel: "stylesheet", href: consoleStyles }];
}

export function meta() {
  return [
    ...linkPageMeta({
      title: "Console de l’exploitant | VTC Premium Nantes",
      description:
        "Espace de l’exploitant, ouvert avec sa clé d’accès\u00a0: la journée de courses, les demandes à traiter et leurs délais, les alertes, les absences et le registre des recettes.",
      path: CONSOLE_PATH,
      crumb: "Console",
    }),
    // Installable from the home screen: the island links its manifest once the page is shown (console-app.tsx).
    { name: "apple-mobile-web-app-capable", content: "yes" },
    { name: "mobile-web-app-capable", content: "yes" },
    { name: "apple-mobile-web-app-title", content: "Console VTC" },
    { name: "apple-mobile-web-app-status-bar-style", content: "black-translucent" },
  ];
}

/** The three notes under the console: installing it, its alerts, its key. */
const notes = [
  { Icon: Smartphone, title: t.installTitle, lines: [t.installIos, t.installAndroid] },
  { Icon: BellRing, title: t.alertsTitle, lines: [t.alertsNote] },
  { Icon: ShieldCheck, title: t.keyTitle, lines: [t.keyNote] },
];

/**
 * The operator's console (docs/decisions/260-operator-console.md): the same HTML for everyone, out of search; the
 * island asks the function whether this browser holds a session, and opens with the passkey otherwise.
 */
export default function ConsoleRoute() {
  return (
    <>
      <section className="relative isolate bg-ink text-ivory">
        <BandGlow />
        <div className="container-page pt-28 pb-8 sm:pt-32 sm:pb-10">
          <p className="eyebrow text-gold">{t.eyebrow}</p>
          <h1 className="mt-3 text-3xl leading-tight text-white sm:text-4xl">{t.title}</h1>
          <p className="mt-3 max-w-2xl text-mist">{t.lead}</p>
        </div>
      </section>
      <div className="bg-sand/60">
        <div className="container-page py-8 sm:py-12">
          <Island name="console" hydrate="load" component={ConsoleApp} props={{}} />
          <div className="mt-12 grid gap-4 text-sm leading-relaxed text-muted md:grid-cols-3">
            {notes.map(({ Icon, title, lines }) => (
              <div key={title} className="flex gap-3 rounded-2xl border border-line/70 p-5">
                <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-gold-ink" />
                <div>
                  <h2 className="font-sans text-base font-semibold text-ink">{title}</h2>
                  {lines.map((line) => (
                    <p key={line} className="mt-1">
                      {line}
                    </p>
                  ))}
                </div>
              </div>
            ))}
          </div>
        </div>
      </div>
      <noscript>
        <p className="container-page py-6 text-center">{t.noScript}</p>
      </noscript>
    </>
  );
}
