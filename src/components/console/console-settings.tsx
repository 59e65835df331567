import { BellRing, CalendarOff, Download, FileArchive, KeyRound } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import type { Period } from "~/server/request/availability";
import { callConsole } from "./console-call";
import { type Said, SaidLine, saidOf } from "./console-parts";
import { consoleWords } from "./console.text";

const t = consoleWords.fr;

type Device = { id: string; label: string; at: string; host: string };
type SessionRow = { id: string; created: number; expires: number; label: string; current: boolean };

/** The console's settings: the alerts on this phone, the sessions open, the periods away, the receipts register. */
export function Settings({ onSignedOut, onChanged }: { onSignedOut: () => void; onChanged: () => void }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Devices />
      <Sessions onSignedOut={onSignedOut} />
      <Periods onChanged={onChanged} />
      <Register />
    </div>
  );
}

function Panel({
  icon: Icon,
  title,
  lead,
  children,
}: {
  icon: typeof BellRing;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  const id = `settings-${title.length}-${title.slice(0, 6).replace(/\W/g, "")}`;
  return (
    <section aria-labelledby={id} className="card p-5 sm:p-6">
      <div className="flex items-center gap-3">
        <span className="grid h-9 w-9 place-items-center rounded-full bg-ink text-gold">
          <Icon aria-hidden="true" className="h-4 w-4" />
        </span>
        <h2 id={id} className="text-xl text-ink">
          {title}
        </h2>
      </div>
      {lead && <p className="mt-3 text-sm leading-relaxed text-muted">{lead}</p>}
      {children}
    </section>
  );
}

const toKey = (base64url: string) => {
  const padded = `${base64url}${"=".repeat((4 - (base64url.length % 4)) % 4)}`.replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
};

function Devices() {
  const [devices, setDevices] = useState<Device[]>([]);
  const [key, setKey] = useState<string | null>(null);
  const [said, setSaid] = useState<Said>(null);
  const load = async () => {
    const { status, data } = await callConsole({ action: "devices" });
    if (status !== 200) return setSaid(saidOf(status, data, t.unexpected));
    setDevices(data.devices as Device[]);
    setKey((data.vapidPublicKey as string | null) ?? null);
  };
  useEffect(() => {
    void load();
  }, []);
  const subscribe = async () => {
    if (!("serviceWorker" in navigator) || !("PushManager" in window))
      return setSaid({ tone: "warn", text: t.pushUnsupported });
    if (!key) return setSaid({ tone: "warn", text: t.pushNoKey });
    if ((await Notification.requestPermission()) !== "granted") return setSaid({ tone: "warn", text: t.pushDenied });
    try {
      const registration = await navigator.serviceWorker.ready;
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: toKey(key) }));
      const label = /iPhone|iPad/.test(navigator.userAgent)
        ? t.devices.iphone
        : /Android/.test(navigator.userAgent)
          ? t.devices.android
          : t.devices.other;
      const { status, data } = await callConsole({ action: "subscribe", subscription: subscription.toJSON(), label });
      setSaid(saidOf(status, data, t.pushDone));
      if (status === 200) setDevices(data.devices as Device[]);
    } catch (error) {
      setSaid({ tone: "warn", text: error instanceof Error ? error.message : t.pushUnsupported });
    }
  };
  const test = async () => {
    const { status, data } = await callConsole({ action: "test-push" });
    setSaid(
      status === 200
        ? { tone: "done", text: t.pushTested(Number(data.sent ?? 0)) }
        : saidOf(status, data, t.unexpected),
    );
  };
  const remove = async (id: string) => {
    const { status, data } = await callConsole({ action: "unsubscribe", id });
    if (status === 200) setDevices(data.devices as Device[]);
  };
  return (
    <Panel icon={BellRing} title={t.devicesTitle} lead={t.devicesLead}>
      <ul className="mt-4 grid gap-2 text-sm">
        {devices.length === 0 && <li className="text-muted">{t.noDevice}</li>}
        {devices.map((d) => (
          <li key={d.id} className="flex items-center justify-between gap-3 rounded-xl bg-ivory px-3 py-2">
            <span>
              <span className="font-medium">{d.label}</span> <span className="text-muted">· {d.host}</span>
            </span>
            <button
              type="button"
              onClick={() => void remove(d.id)}
              className="text-sm font-medium text-gold-ink underline underline-offset-4"
            >
              {t.remove}
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" onClick={() => void subscribe()} className="btn-gold min-h-10 px-5 text-sm">
          {t.pushOn}
        </button>
        <button type="button" onClick={() => void test()} className="btn-ghost-dark min-h-10 px-4 text-sm">
          {t.pushTest}
        </button>
      </div>
      <SaidLine said={said} />
    </Panel>
  );
}

const moment = (at: number) =>
  new Date(at).toLocaleString("fr-FR", {
    day: "2-digit",
    month: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Paris",
  });

function Sessions({ onSignedOut }: { onSignedOut: () => void }) {
  const [rows, setRows] = useState<SessionRow[]>([]);
  const [said, setSaid] = useState<Said>(null);
  const apply = ({ status, data }: { status: number; data: Record<string, unknown> }) => {
    if (data.signedOut) return onSignedOut();
    if (status === 200) setRows(data.sessions as SessionRow[]);
    else setSaid(saidOf(status, data, t.unexpected));
  };
  useEffect(() => {
    void callConsole({ action: "sessions" }).then(apply);
  }, []);
  return (
    <Panel icon={KeyRound} title={t.sessionsTitle} lead={t.sessionNote}>
      <ul className="mt-4 grid gap-2 text-sm">
        {rows.map((s) => (
          <li key={s.id} className="flex items-center justify-between gap-3 rounded-xl bg-ivory px-3 py-2">
            <span>
              <span className="font-medium">{s.label}</span>
              {s.current && <span className="text-gold-ink"> · {t.thisSession}</span>}
              <span className="block text-xs text-muted">{t.until(moment(s.expires))}</span>
            </span>
            <button
              type="button"
              onClick={() => void callConsole({ action: "revoke", id: s.id }).then(apply)}
              className="text-sm font-medium text-gold-ink underline underline-offset-4"
            >
              {t.revoke}
            </button>
          </li>
        ))}
      </ul>
      {rows.length > 1 && (
        <button
          type="button"
          onClick={() => void callConsole({ action: "revoke", all: true }).then(apply)}
          className="btn-ghost-dark mt-4 min-h-10 px-4 text-sm"
        >
          {t.revokeOthers}
        </button>
      )}
      <SaidLine said={said} />
    </Panel>
  );
}

function Periods({ onChanged }: { onChanged: () => void }) {
  const [periods, setPeriods] = useState<Period[]>([]);
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [note, setNote] = useState("");
  const [said, setSaid] = useState<Said>(null);
  const apply = ({ status, data }: { status: number; data: Record<string, unknown> }, done?: string) => {
    if (status === 200) {
      setPeriods(data.unavailable as Period[]);
      if (done) {
        setSaid(null);
        onChanged();
      }
    } else setSaid(saidOf(status, data, t.unexpected));
  };
  useEffect(() => {
    void callConsole({ action: "periods" }).then((r) => apply(r));
  }, []);
  return (
    <Panel icon={CalendarOff} title={t.periodsTitle} lead={t.periodsLead}>
      <ul className="mt-4 grid gap-2 text-sm">
        {periods.length === 0 && <li className="text-muted">{t.noPeriod}</li>}
        {periods.map((p, i) => (
          <li
            key={`${p.from}-${p.to}`}
            className="flex items-center justify-between gap-3 rounded-xl bg-ivory px-3 py-2"
          >
            <span>
              {p.from.replace("T", " ")} → {p.to.replace("T", " ")}
              {p.note ? <span className="text-muted"> · {p.note}</span> : null}
            </span>
            <button
              type="button"
              onClick={() => void callConsole({ action: "remove-period", index: i }).then((r) => apply(r, "removed"))}
              className="text-sm font-medium text-gold-ink underline underline-offset-4"
            >
              {t.remove}
            </button>
          </li>
        ))}
      </ul>
      <form
        className="mt-4 grid gap-3 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          void callConsole({ action: "add-period", period: { from, to, note } }).then((r) => apply(r, "added"));
        }}
      >
        <DateTimeField label={t.from} value={from} onChange={setFrom} />
        <DateTimeField label={t.to} value={to} onChange={setTo} />
        <label className="sm:col-span-2">
          <span className="field-label">{t.note}</span>
          <input maxLength={80} value={note} onChange={(e) => setNote(e.target.value)} className="field-input" />
        </label>
        <button type="submit" className="btn-dark min-h-10 px-5 text-sm sm:col-span-2 sm:justify-self-start">
          {t.addPeriod}
        </button>
      </form>
      <SaidLine said={said} />
    </Panel>
  );
}

function thisMonth(): string {
  const now = new Date();
  const parts = new Intl.DateTimeFormat("en-CA", {
    year: "numeric",
    month: "2-digit",
    timeZone: "Europe/Paris",
  }).format(now);
  return parts.slice(0, 7);
}

function Register() {
  const [month, setMonth] = useState(thisMonth);
  const [wholeYear, setWholeYear] = useState(false);
  // An empty month field (cleared by hand) falls back to this month rather than a link the function refuses.
  const chosen = /^\d{4}-\d{2}$/.test(month) ? month : thisMonth();
  const period = wholeYear ? chosen.slice(0, 4) : chosen;
  const link = "btn-dark min-h-10 px-5 text-sm";
  return (
    <Panel icon={Download} title={t.registerTitle} lead={t.registerLead}>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <label>
          <span className="field-label">{t.month}</span>
          <input
            type="month"
            value={month}
            onChange={(e) => setMonth(e.target.value)}
            className="field-input min-h-10"
          />
        </label>
        <label className="flex min-h-10 items-center gap-2 text-sm text-ink">
          <input
            type="checkbox"
            checked={wholeYear}
            onChange={(e) => setWholeYear(e.target.checked)}
            className="h-5 w-5 accent-[#7a5b1e]"
          />
          {t.wholeYear(chosen.slice(0, 4))}
        </label>
      </div>
      <div className="mt-3 flex flex-wrap gap-3">
        <a href={`/api/console?register=${encodeURIComponent(period)}`} download className={link}>
          <Download aria-hidden="true" className="h-4 w-4" /> {t.download}
        </a>
        <a href={`/api/console?documents=${encodeURIComponent(period)}`} download className={link}>
          <FileArchive aria-hidden="true" className="h-4 w-4" /> {t.downloadDocuments}
        </a>
      </div>
      <p className="mt-3 text-xs leading-relaxed text-muted">{t.documentsNote}</p>
    </Panel>
  );
}

/** One end of an absence: a required date and time. */
function DateTimeField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label>
      <span className="field-label">{label}</span>
      <input
        type="datetime-local"
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="field-input"
      />
    </label>
  );
}
