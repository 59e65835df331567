import { site } from "../../config/site.js";
import { parisDateTime } from "../../lib/paris-time.js";
import { letterBodies } from "../mail/layout.js";
import type { MailMessage } from "../mail/types.js";
import { consoleText } from "./console.text.js";

const t = consoleText.fr;

/** The enrolment link, to the business mailbox only: whoever reads that mailbox may enrol the phone that opens it. */
export function enrolEmail(url: string, inbox: string, minutes: number, now: Date): MailMessage {
  return {
    kind: "console-enrol",
    to: inbox,
    from: { email: site.email.from, name: `${site.brand} – Console` },
    subject: t.enrolSubject(minutes),
    ...letterBodies({
      lang: "fr",
      title: t.enrolTitle,
      paragraphs: t.enrolParagraphs(minutes, parisDateTime(now)),
      actions: [{ label: t.enrolAction, href: url, primary: true }],
      sections: [],
      footer: [],
    }),
    reference: `console-${now.getTime()}`,
  };
}
