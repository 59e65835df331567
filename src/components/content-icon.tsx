import { icons } from "./icons";

/** An icon named in content (services, extras, promises); a name without an icon draws nothing. */
export function ContentIcon({ name, className }: { name: string; className: string }) {
  const Icon = icons[name];
  return Icon ? <Icon aria-hidden="true" className={className} /> : null;
}
