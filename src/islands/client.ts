/**
 * The browser side of every page. Pre-rendered HTML carries the content; this script adds the shared
 * chrome's behaviour in plain DOM code (header, menu, cookie banner, event images, small page hooks) and
 * hydrates React islands only where a page has them.
 */
import { initChrome } from "./chrome";
import { hydrateIslands } from "./hydrate";

initChrome();
hydrateIslands();
