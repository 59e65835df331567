import { headingFallbackSources } from "./heading-font";

/**
 * Marks, before the first paint, that scripts run (so [data-reveal] sections may start hidden: src/styles/app.css).
 * Only where `revealObserver` below will run: browsers with IntersectionObserver and module scripts. Without
 * JavaScript nothing is hidden. Its hash goes into the Content-Security-Policy, like every inline script's.
 */
export const revealScript = `(function(){if("IntersectionObserver" in window&&"noModule" in HTMLScriptElement.prototype)document.documentElement.classList.add("js")})();`;

/**
 * Reveals each [data-reveal] section once 10 % of it is visible (threshold 0.1, docs/product.md). It is an inline
 * module script, so it runs when the page has been parsed and its stylesheet has arrived, and the
 * DOMContentLoaded event waits for both. That wait is the point: Chromium reads the page's forms at that event
 * (autofill), which computes the style and layout of the whole page; done before the stylesheet arrives, that
 * work is thrown away and done again (decision 060).
 */
export const revealObserver = `var o=new IntersectionObserver(function(es){es.forEach(function(e){if(e.isIntersecting){e.target.setAttribute("data-revealed","");o.unobserve(e.target)}})},{threshold:0.1});document.querySelectorAll("[data-reveal]").forEach(function(el){o.observe(el)});`;

/**
 * What the page needs after its first screen: the islands script and, on the quote pages, the booking form's
 * code. On a phone's slow network every byte fetched before the largest paint (the hero picture) shares the
 * bandwidth with it, so this script waits for that paint (the browser's largest-contentful-paint entry) and for
 * the load event, then starts them; a tap, a key or a scroll starts them at once. Browsers without that entry
 * start at load; 3 s after load everything starts regardless. On the quote pages the form is what the visitor
 * came for: its code is requested right after the islands script (first, since nothing runs without it).
 *
 * The heading font: the stylesheet declares it (src/styles/app.css). On a first visit this script puts
 * .font-later on <html> before the body is parsed, so headings show in the fallback serif and the font is not
 * fetched with the first screen; the islands script then loads it and swaps it in where nothing on screen moves
 * (src/islands/heading-font.ts, decision 100). Within a visit, later pages have it in the cache: that script
 * remembers the URL in session storage and this one leaves the class off, so those pages paint their headings
 * in it at once.
 *
 * The fallback serif itself is a set of local faces (src/lib/heading-font.ts), which Chromium looks up
 * asynchronously, when a heading first asks for one. Asked for only at the first layout, a face could come after
 * the first paint: headings stayed blank until it came, and what they push down could move when it did. This
 * script has them looked up in the head, before the stylesheet has arrived and anything can paint, through
 * FontFace objects of the same local names that the document does not hold: `document.fonts.load()` of the
 * document's faces styled and laid out the whole unstyled page (decision 230). A local face is looked up when
 * it is loaded, synchronously (its status is known on return), so the look-ups stop at the first face found:
 * the headings use the first fallback family that has a face, and each name tried is a call to the system's
 * fonts that the first layout waits for (decision 290).
 *
 * It reads the islands entry and the font URL from its data-entry and data-font attributes: a constant text,
 * so its hash in the Content-Security-Policy does not change from build to build.
 */
export const pageLoader = [
  "(function(){",
  'var me=document.currentScript,d=document.documentElement,entry=me.getAttribute("data-entry"),font=me.getAttribute("data-font"),',
  'later=!!font&&"fonts" in document,started=false;',
  `if(window.FontFace)${JSON.stringify(headingFallbackSources)}.some(function(s){try{var f=new FontFace("heading-fallback-lookup",s);f.load().catch(function(){});return f.status==="loaded"}catch(e){}});`,
  'try{later=later&&sessionStorage.getItem("heading-font")!==font}catch(e){}',
  'if(later)d.classList.add("font-later");',
  'function preload(href){var l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.appendChild(l)}',
  "function start(){if(started||!entry)return;started=true;",
  'var s=document.createElement("script");s.type="module";s.src=entry;document.head.appendChild(s);',
  'var primary=document.querySelector("[data-primary][data-modules]");',
  'if(primary)primary.getAttribute("data-modules").split(" ").forEach(preload)}',
  'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[],painted=types.indexOf("largest-contentful-paint")<0,loaded=false;',
  "function ready(){if(painted&&loaded)setTimeout(start,0)}",
  'if(!painted)new PerformanceObserver(function(list,observer){observer.disconnect();painted=true;ready()}).observe({type:"largest-contentful-paint",buffered:true});',
  'addEventListener("load",function(){loaded=true;ready();setTimeout(start,3000)});',
  '["pointerdown","touchstart","keydown","focusin","scroll"].forEach(function(type){addEventListener(type,start,{capture:true,passive:true,once:true})})',
  "})();",
].join("");
