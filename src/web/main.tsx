/**
 * The entry: the site's stylesheet, then the app once the browser has painted what the HTML holds. A page the
 * server drew (docs/decisions/034) is on screen before the app's code runs, which on a phone takes longer than the
 * page takes to paint; elsewhere the start-up overlay is.
 */
import './styles.css';

/** After the next frame has been painted; at once in a hidden tab, which paints no frames. */
function afterNextPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

await afterNextPaint();
await import('./app/start');
