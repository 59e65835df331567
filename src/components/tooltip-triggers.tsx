import { Phone } from "./sprite-icons";
import type { ComponentPropsWithoutRef } from "react";
import { phoneDisplay, telHref } from "~/config/site";
import type { Locale } from "~/lib/i18n";
import { chromeText } from "./chrome.text";

type AnchorProps = ComponentPropsWithoutRef<"a"> & { locale?: Locale };

export function PhoneLink({ locale = "fr", ...props }: AnchorProps) {
  return (
    <a
      href={telHref}
      className="flex min-h-11 items-center gap-2 rounded-full px-3 text-[0.92rem] font-semibold"
      {...props}
    >
      <Phone aria-hidden="true" className="h-4 w-4 text-gold" />
      <span className="hidden whitespace-nowrap xl:inline">{phoneDisplay(locale)}</span>
      <span className="sr-only xl:hidden">
        {chromeText[locale].call} {phoneDisplay(locale)}
      </span>
    </a>
  );
}

/** Floating shortcut: opens WhatsApp in a new window with the booking message pre-filled (docs/product.md). */
export function WhatsAppLink({ locale = "fr", ...props }: AnchorProps) {
  return (
    <a
      href={chromeText[locale].whatsappHref}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={chromeText[locale].whatsappLabel}
      className="fixed right-5 bottom-5 z-40 flex h-14 w-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-[0_10px_30px_-8px_rgb(18_140_75/0.6)] transition-transform hover:scale-105"
      {...props}
    >
      <svg viewBox="0 0 32 32" className="h-7 w-7" aria-hidden="true" fill="currentColor">
        <path d="M16 3.2A12.7 12.7 0 005.1 22.4L3.3 28.8l6.6-1.7A12.7 12.7 0 1016 3.2zm0 23.1c-2 0-3.9-.5-5.5-1.5l-.4-.2-3.9 1 1-3.8-.3-.4A10.5 10.5 0 1116 26.3zm5.8-7.9c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.2-.4.2-.7.1a8.6 8.6 0 01-4.3-3.7c-.3-.5.3-.5.9-1.7.1-.2 0-.4 0-.5l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6a1.2 1.2 0 00-.9.4 3.7 3.7 0 00-1.1 2.7 6.5 6.5 0 001.3 3.4 14.7 14.7 0 005.7 5c2.1.9 2.9 1 4 .8a3.4 3.4 0 002.2-1.6 2.8 2.8 0 00.2-1.6c-.1-.1-.3-.2-.6-.4z" />
      </svg>
    </a>
  );
}
