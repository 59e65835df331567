import { browserSupportsWebAuthn } from "@simplewebauthn/browser";
import { Fingerprint, LogOut, type LucideIcon, MailPlus, RefreshCw, Smartphone } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { DayView } from "~/server/console/day";
import { askPasskey, callConsole, createPasskey } from "./console-call";
import { DayList } from "./console-day";
import { OpenList } from "./console-open";
import { type Said, SaidLine, saidOf } from "./console-parts";
import { Settings } from "./console-settings";
import { consoleWords } from "./console.text";

const t = consoleWords.fr;

type Phase = { kind: "loading" } | { kind: "enrol"; token: string } | { kind: "signed-out" } | { kind: "signed-in" };
type Tab = "day" | "open" | "settings";

const ENROL = /^#enrol=(v1\.[\w-]+)$/;
const REFERENCE = /^#([A-Z]{3}-\d{6}-[A-Z0-9]{4})$/;

/**
 * The operator's console (/console): his phone opens it with its passkey, enrols from the mailbox's link, then shows
 * his day, the answers awaited and the settings. An alert's link (/console#VPN-…) opens its item.
 */
export function ConsoleApp() {
  const [phase, setPhase] = useState<Phase>({ kind: "loading" });
  const [said, setSaid] = useState<Said>(null);
  const [focus, setFocus] = useState("");

  useEffect(() => {
    // Linked once the page is shown, not before its first screen: the manifest makes it installable.
    if (!document.querySelector('link[rel="manifest"]'))
      document.head.append(
        Object.assign(document.createElement("link"), { rel: "manifest", href: "/console.webmanifest" }),
      );
    if ("serviceWorker" in navigator)
      void navigator.serviceWorker.register("/console-sw.js", { scope: "/console" }).catch(() => {});
    const enrol = ENROL.exec(location.hash);
    if (enrol) {
      // The link's token leaves the address bar: it is used once, from here.
      history.replaceState(null, "", location.pathname);
      setPhase({ kind: "enrol", token: enrol[1]! });
      return;
    }
    // An alert tapped while the console is open changes only its fragment.
    const onHash = () => setFocus(REFERENCE.exec(location.hash)?.[1] ?? "");
    onHash();
    window.addEventListener("hashchange", onHash);
    void callConsole({ action: "status" }).then(({ status, data }) =>
      setPhase({ kind: status === 200 && data.signedIn === true ? "signed-in" : "signed-out" }),
    );
    return () => window.removeEventListener("hashchange", onHash);
  }, []);

  const signIn = async () => {
    if (!browserSupportsWebAuthn()) return setSaid({ tone: "warn", text: t.noPasskeys });
    setSaid(null);
    const options = await callConsole({ action: "signin-options" });
    if (options.status !== 200) return setSaid(saidOf(options.status, options.data, t.unexpected));
    const answer = await askPasskey(options.data.options);
    if (!answer.ok) return setSaid({ tone: "warn", text: answer.message });
    const { status, data } = await callConsole({ action: "signin", response: answer.response });
    if (status === 200) setPhase({ kind: "signed-in" });
    else setSaid(saidOf(status, data, t.unexpected));
  };

  const askLink = async () => {
    const { status, data } = await callConsole({ action: "enrol-request" });
    setSaid(status === 200 ? { tone: "done", text: String(data.message) } : saidOf(status, data, t.unexpected));
  };

  // While the console asks whether this phone holds a session, it shows the signed-out page, its buttons held: the
  // page keeps its height whatever the answer (no layout shift), and a phone signed out sees its page at once.
  const pending = phase.kind === "loading";

  const enrol = async (token: string) => {
    if (!browserSupportsWebAuthn()) return setSaid({ tone: "warn", text: t.noPasskeys });
    setSaid(null);
    const options = await callConsole({ action: "enrol-options", token });
    if (options.status !== 200) return setSaid(saidOf(options.status, options.data, t.unexpected));
    const made = await createPasskey(options.data.options);
    if (!made.ok) return setSaid({ tone: "warn", text: made.message });
    const { status, data } = await callConsole({ action: "enrol", token, response: made.response });
    if (status !== 200) return setSaid(saidOf(status, data, t.unexpected));
    setSaid({ tone: "done", text: t.enrolled });
    setPhase({ kind: "signed-in" });
  };

  if (phase.kind === "signed-in")
    return <SignedIn focus={focus} said={said} onSignedOut={() => setPhase({ kind: "signed-out" })} />;
  if (phase.kind === "enrol")
    return (
      <div className="card max-w-xl p-6 sm:p-8">
        <Smartphone aria-hidden="true" className="h-7 w-7 text-gold-ink" />
        <h2 className="mt-4 text-2xl text-ink">{t.enrolStepTitle}</h2>
        <p className="mt-3 leading-relaxed text-muted">{t.enrolStepLead}</p>
        <button type="button" onClick={() => void enrol(phase.token)} className="btn-gold mt-6">
          <Fingerprint aria-hidden="true" className="h-4 w-4" /> {t.enrol}
        </button>
        <SaidLine said={said} className="mt-4" />
      </div>
    );
  return (
    <div className="grid gap-6 lg:grid-cols-[1.3fr_1fr]">
      <div className="card p-6 sm:p-8">
        <Fingerprint aria-hidden="true" className="h-7 w-7 text-gold-ink" />
        <h2 className="mt-4 text-2xl text-ink">{t.signinTitle}</h2>
        <p className="mt-3 leading-relaxed text-muted">{t.signinLead}</p>
        <button type="button" disabled={pending} onClick={() => void signIn()} className="btn-gold mt-6">
          <Fingerprint aria-hidden="true" className="h-4 w-4" /> {t.signin}
        </button>
        <SaidLine said={said} className="mt-4" />
      </div>
      <div className="rounded-2xl border border-line bg-white/60 p-6 sm:p-8">
        <h2 className="font-sans text-base font-semibold text-ink">{t.enrolTitle}</h2>
        <p className="mt-2 text-sm leading-relaxed text-muted">{t.enrolLead}</p>
        <button
          type="button"
          disabled={pending}
          onClick={() => void askLink()}
          className="btn-ghost-dark mt-5 min-h-11 text-sm"
        >
          <MailPlus aria-hidden="true" className="h-4 w-4" /> {t.enrolAsk}
        </button>
      </div>
    </div>
  );
}

function SignedIn({ focus, said, onSignedOut }: { focus: string; said: Said; onSignedOut: () => void }) {
  const [view, setView] = useState<DayView | null>(null);
  const [error, setError] = useState<Said>(null);
  const [tab, setTab] = useState<Tab>("day");
  const [at, setAt] = useState(0);
  const load = useCallback(async () => {
    const { status, data } = await callConsole({ action: "day" });
    if (status === 401) return onSignedOut();
    if (status !== 200) return setError(saidOf(status, data, t.unexpected));
    setError(null);
    const fresh = data as unknown as DayView;
    setView(fresh);
    // The server's time, not the phone's: a phone whose clock is off still counts the time left right.
    setAt(Date.parse(fresh.now));
  }, [onSignedOut]);
  useEffect(() => {
    void load();
    // Kept fresh while he looks at it: every minute, and as the phone comes back to it.
    const every = setInterval(() => document.visibilityState === "visible" && void load(), 60_000);
    const back = () => document.visibilityState === "visible" && void load();
    document.addEventListener("visibilitychange", back);
    return () => {
      clearInterval(every);
      document.removeEventListener("visibilitychange", back);
    };
  }, [load]);
  // The item an alert opened is shown once, as the first view arrives; later refreshes leave the page where it is.
  const shown = useRef("");
  useEffect(() => {
    if (!view || !focus || shown.current === focus) return;
    shown.current = focus;
    if (view.open.some((o) => o.reference === focus)) setTab("open");
    else {
      setTab("day");
      // An alert about a trip (a cancellation, a payment refused) opens the console on that trip.
      requestAnimationFrame(() => document.getElementById(focus)?.scrollIntoView({ block: "start" }));
    }
  }, [view, focus]);

  const signOut = async () => {
    await callConsole({ action: "sign-out" });
    onSignedOut();
  };
  const today = view?.days[0]?.trips.filter((trip) => trip.state === "confirmed" || trip.state === "ended").length ?? 0;
  const tabs: [Tab, string][] = [
    ["day", `${t.tabs.day}${view ? ` · ${today}` : ""}`],
    ["open", `${t.tabs.open}${view ? ` · ${view.open.length}` : ""}`],
    ["settings", t.tabs.settings],
  ];
  return (
    <div>
      <div className="mb-6">
        <div role="tablist" aria-label={t.title} className="flex gap-1 rounded-full bg-ink p-1">
          {tabs.map(([id, label]) => (
            <button
              key={id}
              id={`tab-${id}`}
              role="tab"
              type="button"
              aria-selected={tab === id}
              aria-controls={`panel-${id}`}
              onClick={() => setTab(id)}
              className={`min-h-10 flex-1 rounded-full px-2 text-sm font-semibold whitespace-nowrap transition-colors ${tab === id ? "bg-gold text-ink" : "text-ivory/85 hover:text-white"}`}
            >
              {label}
            </button>
          ))}
        </div>
        <div className="mt-2 flex items-center justify-between gap-2 text-xs whitespace-nowrap text-muted">
          <p>
            {at > 0
              ? t.updated(
                  new Date(at).toLocaleTimeString("fr-FR", {
                    hour: "2-digit",
                    minute: "2-digit",
                    timeZone: "Europe/Paris",
                  }),
                )
              : ""}
          </p>
          <div className="flex gap-1">
            <BarButton icon={RefreshCw} label={t.refresh} onClick={() => void load()} />
            <BarButton icon={LogOut} label={t.signOut} onClick={() => void signOut()} />
          </div>
        </div>
      </div>
      <SaidLine said={said} className="mb-4" />
      <SaidLine said={error} className="mb-4" />
      {!view ? (
        <p className="card p-6 text-muted" role="status">
          {t.loading}
        </p>
      ) : (
        <div id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`}>
          {tab === "day" && <DayList view={view} onChanged={() => void load()} />}
          {tab === "open" && <OpenList items={view.open} now={at} focus={focus} onChanged={() => void load()} />}
          {tab === "settings" && <Settings onSignedOut={onSignedOut} onChanged={() => void load()} />}
        </div>
      )}
    </div>
  );
}

/** A quiet button of the day's bar (refreshing, signing out). */
function BarButton({ icon: Icon, label, onClick }: { icon: LucideIcon; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex min-h-10 items-center gap-1.5 rounded-full px-3 font-semibold text-ink hover:bg-ink/5"
    >
      <Icon aria-hidden="true" className="h-3.5 w-3.5" /> {label}
    </button>
  );
}
