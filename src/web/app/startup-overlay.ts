/**
 * The start-up overlay is static HTML in index.html so it shows before any JavaScript runs;
 * the app fades it out once the first route has rendered.
 */
export function dismissStartupOverlay() {
  const overlay = document.getElementById('startup-overlay');
  if (!overlay || overlay.classList.contains('startup-overlay--leaving')) return;
  overlay.classList.add('startup-overlay--leaving');
  overlay.setAttribute('aria-hidden', 'true');
  const remove = () => overlay.remove();
  overlay.addEventListener('transitionend', remove, { once: true });
  // transitionend never fires when motion is reduced or the tab is hidden.
  window.setTimeout(remove, 500);
}
