import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { err, ok } from "../kernel/result.js";
import type { Mailer, MailMessage } from "./types.js";

/** RFC 5322 message with a text and an HTML part, readable as is and openable in any mail client. */
export function toEml(message: MailMessage, date = new Date()): string {
  const boundary = `=_${message.reference}_${message.kind}`;
  const encodeHeader = (value: string) =>
    /^[\x20-\x7e]*$/.test(value) ? value : `=?UTF-8?B?${Buffer.from(value).toString("base64")}?=`;
  // Addresses and the reference are written as is: one holding a line break could add headers.
  const extra = Object.entries(message.headers ?? {});
  for (const raw of [message.from.email, message.to, message.replyTo ?? "", message.reference, ...extra.flat()]) {
    if (/[\x00-\x1f\x7f]/.test(raw)) throw new Error("refused: a header value holds a control character");
  }
  const attachments = message.attachments ?? [];
  const headers = [
    `From: ${encodeHeader(message.from.name)} <${message.from.email}>`,
    `To: ${message.to}`,
    ...(message.replyTo ? [`Reply-To: ${message.replyTo}`] : []),
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    `X-Booking-Reference: ${message.reference}`,
    ...extra.map(([name, value]) => `${name}: ${value}`),
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
    `Content-Type: ${a.type}${typeof a.content === "string" ? "; charset=utf-8" : ""}${a.method ? `; method=${a.method}` : ""}; name="${a.filename}"`,
    `Content-Disposition: attachment; filename="${a.filename}"`,
    "Content-Transfer-Encoding: base64",
    "",
    ...(bytesOf(a.content)
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

/** An attachment's bytes: text in UTF-8, bytes as they are. */
export const bytesOf = (content: string | Uint8Array): Buffer =>
  typeof content === "string" ? Buffer.from(content, "utf8") : Buffer.from(content);

/** What may name a file: a reference and a kind made of letters, digits and hyphens, nothing else. */
const FILE_PART = /^[A-Za-z0-9-]{1,64}$/;

/**
 * Stand-in for SendGrid in the local mode: every e-mail becomes a file in the outbox folder. The file is
 * named after the reference and kind only when they are plain (a reference comes from a sealed link, whose
 * content is checked but never trusted to name a path); otherwise after the time alone.
 */
export function outboxMailer(dir: string): Mailer {
  return {
    name: "outbox",
    async send(message) {
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const plain = FILE_PART.test(message.reference) && FILE_PART.test(message.kind);
      const file = path.join(dir, plain ? `${stamp}-${message.reference}-${message.kind}.eml` : `${stamp}.eml`);
      let eml: string;
      try {
        eml = toEml(message);
      } catch (error) {
        return err({ provider: "outbox", reason: (error as Error).message, uncertain: false });
      }
      try {
        await mkdir(dir, { recursive: true });
        // Attachments also sit beside the message as plain files, readable without decoding the e-mail.
        for (const attachment of message.attachments ?? [])
          if (FILE_PART.test(attachment.filename.replace(/\.[a-z]{2,4}$/, "")))
            await writeFile(file.replace(/\.eml$/, `-${attachment.filename}`), bytesOf(attachment.content));
        // Written under another name, then renamed: whoever watches the outbox (the operator's mail program, the
        // browser tests) never reads half an e-mail; a rename within a folder is atomic.
        await writeFile(`${file}.part`, eml, "utf8");
        await rename(`${file}.part`, file);
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
