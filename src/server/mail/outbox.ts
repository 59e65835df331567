import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { err, ok } from "../result.js";
import type { Mailer, MailMessage } from "./types.js";

/** RFC 5322 message with a text and an HTML part, readable as is and openable in any mail client. */
export function toEml(message: MailMessage, date = new Date()): string {
  const boundary = `=_${message.reference}_${message.kind}`;
  const encodeHeader = (value: string) =>
    /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString("base64")}?=`;
  const attachments = message.attachments ?? [];
  const headers = [
    `From: ${encodeHeader(message.from.name)} <${message.from.email}>`,
    `To: ${message.to}`,
    ...(message.replyTo ? [`Reply-To: ${message.replyTo}`] : []),
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    `X-Booking-Reference: ${message.reference}`,
    "MIME-Version: 1.0",
  ];
  const alternative = [
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
  ];
  if (!attachments.length) {
    return [...headers, `Content-Type: multipart/alternative; boundary="${boundary}"`, "", ...alternative, ""].join(
      "\r\n",
    );
  }
  // With attachments: multipart/mixed around the two bodies; each file base64-encoded, 76 characters a line.
  const mixed = `${boundary}_mixed`;
  const files = attachments.flatMap((a) => [
    `--${mixed}`,
    `Content-Type: ${a.type}; charset=utf-8; name="${a.filename}"`,
    `Content-Disposition: attachment; filename="${a.filename}"`,
    "Content-Transfer-Encoding: base64",
    "",
    ...(Buffer.from(a.content, "utf8")
      .toString("base64")
      .match(/.{1,76}/g) ?? []),
  ]);
  return [
    ...headers,
    `Content-Type: multipart/mixed; boundary="${mixed}"`,
    "",
    `--${mixed}`,
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
    "",
    ...alternative,
    ...files,
    `--${mixed}--`,
    "",
  ].join("\r\n");
}

/**
 * Stand-in for SendGrid when no key is set: every e-mail becomes a file in the outbox folder. With
 * `logContent` (a Vercel preview, whose files vanish with the instance) the whole text also goes to the
 * function log, so a request made there is never lost.
 */
export function outboxMailer(dir: string, options: { logContent?: boolean } = {}): Mailer {
  return {
    name: "outbox",
    async send(message) {
      if (options.logContent) {
        console.info(
          `[mail] ${message.kind} e-mail for ${message.reference} to ${message.to}: ${message.subject}\n${message.text}`,
        );
      }
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(dir, `${stamp}-${message.reference}-${message.kind}.eml`);
      try {
        await mkdir(dir, { recursive: true });
        await writeFile(file, toEml(message), "utf8");
        // Attachments also sit beside the message as plain files, readable without decoding the e-mail.
        for (const attachment of message.attachments ?? [])
          await writeFile(file.replace(/\.eml$/, `-${attachment.filename}`), attachment.content, "utf8");
      } catch (error) {
        return err({
          provider: "outbox",
          reason: `cannot write ${file}: ${error instanceof Error ? error.message : String(error)}`,
          uncertain: false,
        });
      }
      console.info(`[mail] ${message.kind} e-mail for ${message.reference} written to ${file}`);
      return ok({ id: path.basename(file) });
    },
  };
}
