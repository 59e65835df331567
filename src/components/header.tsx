import { Menu, X } from "lucide-react";
import { Island } from "~/islands/island";
import { Logo } from "./logo";
import { bookHref, mainNav } from "./site-links";
import { TooltipIsland } from "./tooltip";

/**
 * Fixed header, transparent over the dark hero until the page scrolls (src/islands/chrome.ts sets
 * data-scrolled and data-open). Without JavaScript it stays solid, so it is readable everywhere.
 */
export function Header() {
  return (
    <header
      data-header
      data-scrolled="false"
      data-open="false"
      className="group/header fixed inset-x-0 top-0 z-50 bg-white/95 text-ink shadow-[0_1px_0_rgb(14_17_22/0.08)] transition-[background-color,box-shadow,color] duration-300 [.js_&]:bg-transparent [.js_&]:text-white [.js_&]:shadow-none [.js_&]:data-[open=true]:bg-white/95 [.js_&]:data-[open=true]:text-ink [.js_&]:data-[scrolled=true]:bg-white/95 [.js_&]:data-[scrolled=true]:text-ink [.js_&]:data-[scrolled=true]:shadow-[0_1px_0_rgb(14_17_22/0.08)] [.js_&]:data-[scrolled=true]:backdrop-blur"
    >
      <div className="container-page flex h-[4.5rem] items-center justify-between gap-4">
        <Logo inHeader />
        <nav aria-label="Navigation principale" className="hidden lg:block">
          <ul className="flex items-center gap-8 text-[0.92rem] font-medium">
            {mainNav.map((item) => (
              <li key={item.href}>
                <a href={item.href} className="opacity-85 transition-opacity hover:opacity-100">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2 sm:gap-3">
          <Island name="tooltip" hydrate="hover" className="contents" component={TooltipIsland} props={{ label: "Appelez-nous, 24\u00a0h/24", side: "bottom", trigger: "phone" }} />
          <a href={bookHref} className="btn-gold hidden min-h-11 px-5 sm:inline-flex">
            Réserver
          </a>
          <button
            type="button"
            data-menu-toggle
            className="flex h-11 w-11 items-center justify-center rounded-full lg:hidden"
            aria-expanded="false"
            aria-controls="mobile-menu"
            aria-label="Ouvrir le menu"
          >
            <Menu aria-hidden="true" className="h-6 w-6 group-data-[open=true]/header:hidden" />
            <X aria-hidden="true" className="hidden h-6 w-6 group-data-[open=true]/header:block" />
          </button>
        </div>
      </div>
      <nav id="mobile-menu" aria-label="Menu mobile" hidden className="border-t border-ink/10 bg-white text-ink lg:hidden">
        <ul className="container-page flex flex-col py-3">
          {mainNav.map((item) => (
            <li key={item.href}>
              <a href={item.href} className="flex min-h-12 items-center border-b border-ink/5 text-lg font-medium">
                {item.label}
              </a>
            </li>
          ))}
          <li className="pt-4 pb-2">
            <a href={bookHref} className="btn-gold w-full">
              Réserver un chauffeur
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}

