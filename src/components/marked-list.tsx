import type { ReactNode } from "react";

/** A list of short lines, each after the same mark (a tick, a dot): features, highlights. */
export function MarkedList({ items, mark, className }: { items: string[]; mark: ReactNode; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          {mark} {item}
        </li>
      ))}
    </ul>
  );
}
