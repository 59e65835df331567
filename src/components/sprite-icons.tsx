import {
  MoonStar as LucideMoonStar,
  Car as LucideCar,
  BadgeCheck as LucideBadgeCheck,
  ArrowLeft as LucideArrowLeft,
  ArrowRight as LucideArrowRight,
  ArrowUp as LucideArrowUp,
  BadgeEuro as LucideBadgeEuro,
  Baby as LucideBaby,
  BookOpen as LucideBookOpen,
  Briefcase as LucideBriefcase,
  CalendarClock as LucideCalendarClock,
  CalendarDays as LucideCalendarDays,
  CalendarRange as LucideCalendarRange,
  Check as LucideCheck,
  Clapperboard as LucideClapperboard,
  Clock as LucideClock,
  Compass as LucideCompass,
  Droplets as LucideDroplets,
  Euro as LucideEuro,
  Guitar as LucideGuitar,
  Hourglass as LucideHourglass,
  Luggage as LucideLuggage,
  Mail as LucideMail,
  MapPin as LucideMapPin,
  MapPinned as LucideMapPinned,
  Menu as LucideMenu,
  Music as LucideMusic,
  Newspaper as LucideNewspaper,
  Palette as LucidePalette,
  Phone as LucidePhone,
  Plane as LucidePlane,
  PlaneLanding as LucidePlaneLanding,
  PlaneTakeoff as LucidePlaneTakeoff,
  PlugZap as LucidePlugZap,
  Route as LucideRoute,
  ShieldCheck as LucideShieldCheck,
  Signpost as LucideSignpost,
  Smartphone as LucideSmartphone,
  Sparkles as LucideSparkles,
  Thermometer as LucideThermometer,
  Timer as LucideTimer,
  TrainFront as LucideTrainFront,
  Trophy as LucideTrophy,
  Umbrella as LucideUmbrella,
  Users as LucideUsers,
  Wifi as LucideWifi,
  X as LucideX,
  type LucideIcon,
} from "lucide-react";
import { type ComponentPropsWithoutRef, createContext, type ReactNode, useContext } from "react";

/**
 * Icons drawn from one sprite per page: each icon on the page is a `<svg><use href="#icon-…"/></svg>`, and the
 * drawing of each kind of icon is in the page once, in `IconSprite`. Inline, every icon was its own SVG tree of
 * two to six elements for the browser to style, lay out and paint (the home page had 64 of them; decision 230).
 *
 * Only for what is pre-rendered and never rendered again in the browser: an island renders its icons with
 * lucide-react itself (out of a page, where no sprite is provided, these draw the whole icon as lucide does).
 */
export type Icon = ((props: ComponentPropsWithoutRef<"svg">) => ReactNode) & {
  sprite: { name: string; Drawing: LucideIcon };
};

/** The icons a page has used so far, collected while it is rendered (src/root.tsx provides one per page). */
export class IconSet {
  readonly used = new Map<string, LucideIcon>();
}
const IconSetContext = createContext<IconSet | null>(null);
export const IconSetProvider = IconSetContext.Provider;

function spriteIcon(name: string, Drawing: LucideIcon): Icon {
  function SpriteIcon({ className, ...props }: ComponentPropsWithoutRef<"svg">) {
    const set = useContext(IconSetContext);
    if (!set) return <Drawing className={className} {...props} />;
    set.used.set(name, Drawing);
    return (
      <svg viewBox="0 0 24 24" className={className} {...props}>
        <use href={`#icon-${name}`} />
      </svg>
    );
  }
  return Object.assign(SpriteIcon, { displayName: `SpriteIcon(${name})`, sprite: { name, Drawing } });
}

export const ArrowLeft = spriteIcon("arrow-left", LucideArrowLeft);
export const ArrowRight = spriteIcon("arrow-right", LucideArrowRight);
export const ArrowUp = spriteIcon("arrow-up", LucideArrowUp);
export const BadgeEuro = spriteIcon("badge-euro", LucideBadgeEuro);
export const Baby = spriteIcon("baby", LucideBaby);
export const BookOpen = spriteIcon("book-open", LucideBookOpen);
export const Briefcase = spriteIcon("briefcase", LucideBriefcase);
export const CalendarClock = spriteIcon("calendar-clock", LucideCalendarClock);
export const CalendarDays = spriteIcon("calendar-days", LucideCalendarDays);
export const CalendarRange = spriteIcon("calendar-range", LucideCalendarRange);
export const Check = spriteIcon("check", LucideCheck);
export const Clapperboard = spriteIcon("clapperboard", LucideClapperboard);
export const Clock = spriteIcon("clock", LucideClock);
export const Compass = spriteIcon("compass", LucideCompass);
export const Droplets = spriteIcon("droplets", LucideDroplets);
export const Euro = spriteIcon("euro", LucideEuro);
export const Guitar = spriteIcon("guitar", LucideGuitar);
export const Hourglass = spriteIcon("hourglass", LucideHourglass);
export const Luggage = spriteIcon("luggage", LucideLuggage);
export const Mail = spriteIcon("mail", LucideMail);
export const MapPin = spriteIcon("map-pin", LucideMapPin);
export const MapPinned = spriteIcon("map-pinned", LucideMapPinned);
export const Menu = spriteIcon("menu", LucideMenu);
export const Music = spriteIcon("music", LucideMusic);
export const Newspaper = spriteIcon("newspaper", LucideNewspaper);
export const Palette = spriteIcon("palette", LucidePalette);
export const Phone = spriteIcon("phone", LucidePhone);
export const Plane = spriteIcon("plane", LucidePlane);
export const PlaneLanding = spriteIcon("plane-landing", LucidePlaneLanding);
export const PlaneTakeoff = spriteIcon("plane-takeoff", LucidePlaneTakeoff);
export const PlugZap = spriteIcon("plug-zap", LucidePlugZap);
export const Route = spriteIcon("route", LucideRoute);
export const ShieldCheck = spriteIcon("shield-check", LucideShieldCheck);
export const Signpost = spriteIcon("signpost", LucideSignpost);
export const Smartphone = spriteIcon("smartphone", LucideSmartphone);
export const Sparkles = spriteIcon("sparkles", LucideSparkles);
export const Thermometer = spriteIcon("thermometer", LucideThermometer);
export const Timer = spriteIcon("timer", LucideTimer);
export const TrainFront = spriteIcon("train-front", LucideTrainFront);
export const Trophy = spriteIcon("trophy", LucideTrophy);
export const Umbrella = spriteIcon("umbrella", LucideUmbrella);
export const Users = spriteIcon("users", LucideUsers);
export const Wifi = spriteIcon("wifi", LucideWifi);
export const BadgeCheck = spriteIcon("badge-check", LucideBadgeCheck);
export const Car = spriteIcon("car", LucideCar);
export const MoonStar = spriteIcon("moon-star", LucideMoonStar);
export const X = spriteIcon("x", LucideX);

/**
 * The drawings of every icon the page used, once each, as symbols. It is rendered after `<main>` and before the
 * footer: the footer's, the floating buttons' and the cookie banner's icons come after it in the page, so they
 * are always in it (`chrome`), and the page's first paint, held until the footer is parsed (src/root.tsx), has
 * every symbol.
 */
export function IconSprite({ set, chrome }: { set: IconSet; chrome: Icon[] }) {
  for (const { sprite } of chrome) set.used.set(sprite.name, sprite.Drawing);
  return (
    <svg aria-hidden="true" width="0" height="0" style={{ position: "absolute" }} data-icon-sprite="">
      {[...set.used].map(([name, Drawing]) => (
        <symbol key={name} id={`icon-${name}`} viewBox="0 0 24 24">
          <Drawing width={24} height={24} />
        </symbol>
      ))}
    </svg>
  );
}
