/**
 * The browser side of every page. Pre-rendered HTML carries the content; this script adds the shared
 * chrome's behaviour in plain DOM code (header, menu, cookie banner, event images, small page hooks, the bands
 * skipped during the load), hydrates islands only where a page has them, and brings the heading font.
 */
import { initChrome } from "./chrome";
import { loadHeadingFont } from "./heading-font";
import { hydrateIslands } from "./hydrate";

initChrome();
hydrateIslands();
loadHeadingFont();
// A mark that the chrome's behaviour is in place (it is loaded after the first paint); no style depends on it.
document.documentElement.dataset.islands = "ready";
