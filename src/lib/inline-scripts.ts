/**
 * The one inline script of our own, run before first paint: marks that scripts run (so [data-reveal]
 * sections may start hidden) and reveals them once 10 % is visible (threshold 0.1, docs/product.md).
 * Without JavaScript nothing is hidden. Its hash goes into the Content-Security-Policy.
 */
export const revealScript = `(function(){var d=document.documentElement;if(!("IntersectionObserver" in window))return;d.classList.add("js");function go(){var o=new IntersectionObserver(function(es){es.forEach(function(e){if(e.isIntersecting){e.target.setAttribute("data-revealed","");o.unobserve(e.target)}})},{threshold:0.1});document.querySelectorAll("[data-reveal]").forEach(function(el){o.observe(el)})}if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",go);else go()})();`;
