/**
 * An e-mail address that wraps, if it must, only before the "@": never in the middle of a word, never after
 * one of the domain's hyphens.
 */
export function EmailAddress({ address }: { address: string }) {
  const at = address.indexOf("@");
  if (at < 1) return <span className="break-words">{address}</span>;
  return (
    <span>
      <span className="whitespace-nowrap">{address.slice(0, at)}</span>
      <wbr />
      <span className="whitespace-nowrap">{address.slice(at)}</span>
    </span>
  );
}
