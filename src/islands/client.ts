/**
 * The browser side of every page. Pre-rendered HTML carries the content; this script adds the shared
 * chrome's behaviour in plain DOM code (header, menu, cookie banner, event images, small page hooks, the bands
 * skipped during the load), hydrates islands only where a page has them, and brings the heading font.
 *
 * Each step runs in a task of its own, so that a slow phone keeps answering a tap between them: run together
 * they made one task of 20 ms on this machine, 80 ms on Lighthouse's phone (decision 230). The islands'
 * listeners come right after the page's own hooks: a tap on the form wakes it whichever step is next.
 */
import { initChrome } from "./chrome";
import { loadHeadingFont } from "./heading-font";
import { hydrateIslands } from "./hydrate";

const [pageHooks, ...chrome] = initChrome();
const steps = [
  pageHooks!,
  hydrateIslands,
  ...chrome,
  loadHeadingFont,
  // A mark that the chrome's behaviour is in place (it is loaded after the first paint); no style depends on it.
  () => {
    document.documentElement.dataset.islands = "ready";
  },
];

/** One step per task: a message to the page's own channel runs sooner than a timeout, and after any input. */
const channel = new MessageChannel();
channel.port1.onmessage = () => {
  steps.shift()?.();
  if (steps.length) channel.port2.postMessage(null);
};
steps.shift()?.();
channel.port2.postMessage(null);
