import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { ok } from "../result.js";
import type { Mailer, MailMessage } from "./types.js";

/** RFC 5322 message with a text and an HTML part, readable as is and openable in any mail client. */
export function toEml(message: MailMessage, date = new Date()): string {
  const boundary = `=_${message.reference}_${message.kind}`;
  const encodeHeader = (value: string) => (/^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString("base64")}?=`);
  const headers = [
    `From: ${encodeHeader(message.from.name)} <${message.from.email}>`,
    `To: ${message.to}`,
    ...(message.replyTo ? [`Reply-To: ${message.replyTo}`] : []),
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    `X-Booking-Reference: ${message.reference}`,
    "MIME-Version: 1.0",
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
  ];
  return [
    ...headers,
    "",
    `--${boundary}`,
    "Content-Type: text/plain; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    message.text,
    `--${boundary}`,
    "Content-Type: text/html; charset=utf-8",
    "Content-Transfer-Encoding: 8bit",
    "",
    message.html,
    `--${boundary}--`,
    "",
  ].join("\r\n");
}

/** Local stand-in for SendGrid (DECISIONS 18): every e-mail becomes a file in the outbox folder. */
export function outboxMailer(dir: string): Mailer {
  return {
    name: "outbox",
    async send(message) {
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(dir, `${stamp}-${message.reference}-${message.kind}.eml`);
      await writeFile(file, toEml(message), "utf8");
      console.info(`[mail] ${message.kind} e-mail for ${message.reference} written to ${file}`);
      return ok({ id: path.basename(file) });
    },
  };
}
