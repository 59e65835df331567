import { type Deployment, describe, withFunction } from "./deployment";
import { record } from "./output";

/**
 * The operator's console as Vercel runs it (docs/decisions/260-operator-console.md): signed out, his day and the
 * register's documents answer 401 and another site's origin 403; the passkey's question names the site's host; an enrolment link goes to the business
 * mailbox (the SendGrid stand-in), pointing at the site's /console.
 */
export async function consoleFunction(d: Deployment): Promise<void> {
  const label = `${d.target} api/console`;
  const mailFrom = d.providers.sendgrid.requests.length;
  const post = (body: object, origin = d.pageOrigin) => ({
    method: "POST" as const,
    path: "/api/console",
    headers: { "content-type": "application/json", origin, "x-forwarded-for": "203.0.113.21" },
    body,
  });
  const answers = await withFunction(d, "console", label, async (fn) => ({
    day: await fn.call(post({ action: "day" })),
    foreign: await fn.call(post({ action: "signin-options" }, "https://evil.example")),
    options: await fn.call(post({ action: "signin-options" })),
    enrol: await fn.call(post({ action: "enrol-request" })),
    documents: await fn.call({ method: "GET", path: "/api/console?documents=2026-11" }),
  }));
  if (!answers) return;
  const rpId = (answers.options.json.options as { rpId?: string } | undefined)?.rpId;
  const mail = d.providers.sendgrid.requests
    .slice(mailFrom)
    .map((r) => JSON.parse(r.body) as { custom_args?: { kind?: string }; content?: { value: string }[] })
    .find((m) => m.custom_args?.kind === "console-enrol");
  const link = mail?.content?.[0]?.value.match(/(https?:\/\/[^\s"]+\/console#enrol=v1\.[\w-]+)/)?.[1];
  const ok =
    answers.day.status === 401 &&
    answers.foreign.status === 403 &&
    answers.options.status === 200 &&
    rpId === new URL(d.pageOrigin).hostname &&
    answers.enrol.status === 200 &&
    answers.documents.status === 401 &&
    Boolean(link?.startsWith(`${d.pageOrigin}/console#`));
  record(
    label,
    ok,
    `day signed out ${describe(answers.day)}; register documents signed out ${answers.documents.status}; another origin ${answers.foreign.status}; passkey for ${rpId ?? "nobody"}; enrolment link ${link ? `to the mailbox, on ${new URL(link).origin}` : `NOT SENT (${describe(answers.enrol)})`}`,
  );
}
