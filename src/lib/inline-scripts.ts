/**
 * The one inline script of our own, run before first paint: marks that scripts run (so [data-reveal]
 * sections may start hidden) and reveals them once 10 % is visible (threshold 0.1, docs/product.md).
 * Without JavaScript nothing is hidden. Its hash goes into the Content-Security-Policy.
 */
export const revealScript = `(function(){var d=document.documentElement;if(!("IntersectionObserver" in window))return;d.classList.add("js");function go(){var o=new IntersectionObserver(function(es){es.forEach(function(e){if(e.isIntersecting){e.target.setAttribute("data-revealed","");o.unobserve(e.target)}})},{threshold:0.1});document.querySelectorAll("[data-reveal]").forEach(function(el){o.observe(el)})}if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",go);else go()})();`;

/**
 * What the page needs after its first screen: the heading font, the islands script and, on the quote pages,
 * the booking form's code. On a phone's slow network every byte fetched before the largest paint (the hero
 * picture) shares the bandwidth with it, so this script waits for that paint (the browser's
 * largest-contentful-paint entry) and for the load event, then starts them; a tap, a key or a scroll starts
 * them at once. Browsers without that entry start at load; 3 s after load everything starts regardless.
 *
 * On the quote pages the form is what the visitor came for: its code goes first, the font once the islands
 * script has arrived.
 *
 * The font: headings show in the fallback serif until the font is there, then in Playfair Display
 * (decision 060). Within a visit, later pages have it in the cache: the script remembers the URL in session
 * storage and declares the font before the first paint, so those pages paint their headings in it at once.
 *
 * It reads the islands entry and the font URL from its data-entry and data-font attributes: a constant text,
 * so its hash in the Content-Security-Policy does not change from build to build.
 */
export const pageLoader = [
  "(function(){",
  'var me=document.currentScript,entry=me.getAttribute("data-entry"),font=me.getAttribute("data-font"),',
  'key="heading-font",fonts=font&&"FontFace" in window&&document.fonts,cached=false,started=false;',
  "try{cached=sessionStorage.getItem(key)===font}catch(e){}",
  'function face(display){return new FontFace("Playfair Display","url("+font+") format(\\"woff2\\")",{display:display})}',
  "function remember(){try{sessionStorage.setItem(key,font)}catch(e){}}",
  'if(fonts&&cached){var early=face("fallback");document.fonts.add(early);early.load().then(remember,function(){})}',
  'function preload(href){var l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.appendChild(l)}',
  'function lateFont(){if(fonts&&!cached){var late=face("swap");late.load().then(function(){document.fonts.add(late);remember()},function(){})}}',
  "function start(){if(started)return;started=true;",
  'var primary=entry&&document.querySelector("[data-primary][data-modules]");',
  "if(!entry)return lateFont();",
  'if(primary)primary.getAttribute("data-modules").split(" ").forEach(preload);',
  'var s=document.createElement("script");s.type="module";s.src=entry;',
  "if(primary)s.onload=s.onerror=lateFont;else lateFont();",
  "document.head.appendChild(s)}",
  'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[],painted=types.indexOf("largest-contentful-paint")<0,loaded=false;',
  "function ready(){if(painted&&loaded)setTimeout(start,0)}",
  'if(!painted)new PerformanceObserver(function(list,observer){observer.disconnect();painted=true;ready()}).observe({type:"largest-contentful-paint",buffered:true});',
  'addEventListener("load",function(){loaded=true;ready();setTimeout(start,3000)});',
  '["pointerdown","touchstart","keydown","focusin","scroll"].forEach(function(type){addEventListener(type,start,{capture:true,passive:true,once:true})})',
  "})();",
].join("");
