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

/**
 * A link page reads its link once, when it loads. Another link opened in the same tab changes only the fragment,
 * which does not load the page again: this does, so the page always answers the link in the address bar.
 */
export function reloadOnNewLink(): () => void {
  const reload = () => window.location.reload();
  window.addEventListener("hashchange", reload);
  return () => window.removeEventListener("hashchange", reload);
}

/** The language switch leads to the page's twin: it keeps what the link carries. */
export function keepLinkAcrossLanguages(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[hreflang]"))
    if (window.location.hash) link.hash = window.location.hash;
}
