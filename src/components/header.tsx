import { Menu, X } from "./sprite-icons";
import { localeOf, switchTarget } from "~/lib/i18n";
import { chromeText } from "./chrome.text";
import { LinkList } from "./link-list";
import { Logo } from "./logo";
import { navigation } from "./site-links";
import { Tooltip } from "./tooltip";
import { PhoneLink } from "./tooltip-triggers";

/** The other language's version of this page (its twin, or that language's home page): a plain link, never a redirect. */
function LanguageSwitch({ path, className, long = false }: { path: string; className: string; long?: boolean }) {
  const target = switchTarget(path);
  const name = chromeText[target.locale].languageName;
  return (
    <a href={target.href} hrefLang={target.locale} lang={target.locale} className={className}>
      {long ? (
        name
      ) : (
        <>
          <span aria-hidden="true">{target.locale.toUpperCase()}</span>
          <span className="sr-only">{name}</span>
        </>
      )}
    </a>
  );
}

/**
 * Fixed header, transparent over the dark hero until the page scrolls (src/islands/chrome.ts sets
 * data-scrolled and data-open). Without JavaScript it stays solid, so it is readable everywhere.
 */
export function Header({ path = "/" }: { path?: string }) {
  const locale = localeOf(path);
  const nav = navigation[locale];
  const t = chromeText[locale].header;
  return (
    <header
      data-header
      data-scrolled="false"
      data-open="false"
      className="group/header fixed inset-x-0 top-0 z-50 bg-white/95 text-ink shadow-[0_1px_0_rgb(14_17_22/0.08)] transition-[background-color,box-shadow,color] duration-300 [.js_&]:bg-transparent [.js_&]:text-white [.js_&]:shadow-none [.js_&]:data-[open=true]:bg-white/95 [.js_&]:data-[open=true]:text-ink [.js_&]:data-[scrolled=true]:bg-white/95 [.js_&]:data-[scrolled=true]:text-ink [.js_&]:data-[scrolled=true]:shadow-[0_1px_0_rgb(14_17_22/0.08)]"
    >
      <div className="container-page flex h-[4.5rem] items-center justify-between gap-4">
        <Logo inHeader locale={locale} />
        {/* Six links between the logo and the phone: 16 px apart they fit at 1024 px, where this row first shows, and
            at 1280 px and wider, where the phone number shows in full (the row's content is 1,088 px wide from 1152). */}
        <nav aria-label={t.main} className="hidden lg:block">
          <LinkList
            links={nav.main}
            className="flex items-center gap-4 text-[0.92rem] font-medium"
            linkClassName="whitespace-nowrap opacity-85 transition-opacity hover:opacity-100"
          />
        </nav>
        <div className="flex items-center gap-2 sm:gap-3">
          <Tooltip id="tooltip-phone" label={t.call} side="bottom" trigger={PhoneLink} locale={locale} />
          <LanguageSwitch
            path={path}
            className="hidden min-h-11 min-w-11 items-center justify-center rounded-full border border-current/25 sm:flex px-3 text-[0.8rem] font-semibold tracking-wider opacity-90 transition-opacity hover:opacity-100"
          />
          <a href={nav.book} className="btn-gold hidden min-h-11 px-5 sm:inline-flex">
            {t.book}
          </a>
          <button
            type="button"
            data-menu-toggle
            className="flex h-11 w-11 items-center justify-center rounded-full lg:hidden"
            aria-expanded="false"
            aria-controls="mobile-menu"
            aria-label={t.open}
            data-label-open={t.open}
            data-label-close={t.close}
          >
            <Menu aria-hidden="true" className="h-6 w-6 group-data-[open=true]/header:hidden" />
            <X aria-hidden="true" className="hidden h-6 w-6 group-data-[open=true]/header:block" />
          </button>
        </div>
      </div>
      <nav id="mobile-menu" aria-label={t.mobile} hidden className="border-t border-ink/10 bg-white text-ink lg:hidden">
        <LinkList
          links={nav.main}
          className="container-page flex flex-col py-3"
          linkClassName="flex min-h-12 items-center border-b border-ink/5 text-lg font-medium"
        >
          <li className="pt-4 pb-2">
            <a href={nav.book} className="btn-gold w-full">
              {t.bookLong}
            </a>
          </li>
          <li className="pb-2">
            <LanguageSwitch
              path={path}
              long
              className="flex min-h-12 items-center justify-center text-base font-medium underline underline-offset-4"
            />
          </li>
        </LinkList>
      </nav>
    </header>
  );
}
