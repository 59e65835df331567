/**
 * The browser side of every page. Pre-rendered HTML carries the content; this script adds the shared
 * chrome's behaviour in plain DOM code (header, menu, cookie banner, event images, small page hooks) and
 * hydrates islands only where a page has them.
 */
import { initChrome } from "./chrome";
import { hydrateIslands } from "./hydrate";

initChrome();
hydrateIslands();
// A mark that the chrome's behaviour is in place (it is loaded after the first paint); no style depends on it.
document.documentElement.dataset.islands = "ready";
