/** Characters the heading font keeps (tools/fonts.ts): French text, digits, and typographic punctuation. */
export const FONT_CHARACTERS =
  "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789" +
  " .,;:!?'’‘“”\"«»()[]-–—/&%€$+=*#@…·•×°²ºª|_~<>©✓→" +
  "àâäáãçéèêëíìîïñóòôöõúùûüýÿœæÀÂÄÁÃÇÉÈÊËÍÌÎÏÑÓÒÔÖÕÚÙÛÜÝŸŒÆ" +
  "\u00a0\u202f";

export const HEADING_FONT_FILE = "src/assets/fonts/playfair-display-400.woff2";
