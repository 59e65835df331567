/**
 * Characters the heading font keeps (tools/fonts.ts): the French alphabet, digits and the punctuation
 * headings use. Letters of other languages (ñ, ã, ó…) and symbols are left out: every glyph costs bytes on
 * the way to the largest paint. A build test checks the text of every heading and every `font-display`
 * element against this list, so a new character is caught before it renders in the fallback serif.
 */
export const FONT_CHARACTERS =
  "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" +
  " .,;:!?'’“”\"«»()-–—/%€+…·→" +
  "àâçéèêëîïôùûüÿœÀÂÇÉÈÊËÎÏÔÙÛÜŸŒ" +
  "\u00a0\u202f";

export const HEADING_FONT_FILE = "src/assets/fonts/playfair-display-400.woff2";
