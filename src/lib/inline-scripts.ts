/**
 * The one inline script of our own, run before first paint: marks that scripts run (so [data-reveal]
 * sections may start hidden) and reveals them once 10 % is visible (threshold 0.1, docs/product.md).
 * Without JavaScript nothing is hidden. Its hash goes into the Content-Security-Policy.
 */
export const revealScript = `(function(){var d=document.documentElement;if(!("IntersectionObserver" in window))return;d.classList.add("js");function go(){var o=new IntersectionObserver(function(es){es.forEach(function(e){if(e.isIntersecting){e.target.setAttribute("data-revealed","");o.unobserve(e.target)}})},{threshold:0.1});document.querySelectorAll("[data-reveal]").forEach(function(el){o.observe(el)})}if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",go);else go()})();`;

/**
 * Loads the islands script (its URL in this script's data-entry) once the first frame has been painted: the
 * chrome's behaviour and the islands are never needed for the first paint, so on a slow phone they never
 * delay it. A constant text, so its hash in the Content-Security-Policy does not change from build to build.
 */
export const islandsLoader = `(function(){var src=document.currentScript.getAttribute("data-entry");requestAnimationFrame(function(){setTimeout(function(){var s=document.createElement("script");s.type="module";s.src=src;document.head.appendChild(s)},0)})})();`;
