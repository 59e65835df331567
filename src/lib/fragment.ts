/**
 * A link's fragment as its sender wrote it. A fragment cut or altered by a mail client may hold a malformed
 * "%": it is then kept as it is, so the server calls the link invalid instead of the page waiting forever.
 */
export function decodedFragment(hash: string): string {
  const raw = hash.replace(/^#/, "");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
