/**
 * The text a reader sees on a built page, for the checks of French text: <title>, meta description and the text
 * of <body> without tags, comments, scripts, styles or attribute values.
 */

/** Elements whose text runs on with its neighbours': removing their tags must not add a space. */
const INLINE = new Set([
  "a",
  "abbr",
  "b",
  "bdi",
  "cite",
  "code",
  "data",
  "em",
  "i",
  "kbd",
  "mark",
  "q",
  "s",
  "small",
  "span",
  "strong",
  "sub",
  "sup",
  "time",
  "u",
  "wbr",
]);

function decode(text: string): string {
  return text
    .replace(/&nbsp;|&#160;|&#xa0;/gi, "\u00a0")
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The visible text of a page, one block element per line; inline tags vanish without a trace. */
export function visibleText(html: string): string[] {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? "";
  const text = body
    .replace(/<!--[\s\S]*?-->/g, "")
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, "\n")
    .replace(/<\/?([a-zA-Z][\w-]*)\b[^>]*>/g, (_, tag: string) => (INLINE.has(tag.toLowerCase()) ? "" : "\n"));
  return [decode(title), decode(description), ...decode(text).split("\n")]
    .map((line) =>
      line
        .replace(/[\t\r]+/g, " ")
        .replace(/ {2,}/g, " ")
        .trim(),
    )
    .filter(Boolean);
}
