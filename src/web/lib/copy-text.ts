/**
 * Puts text on the clipboard. The Clipboard API needs a secure context (https or localhost) and may be refused,
 * so a hidden selection copied with execCommand stands in, as it still works over plain http on a LAN.
 */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // Not available or not allowed: try the selection below.
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  const focused = document.activeElement;
  field.select();
  try {
    // Deprecated, but the only way to copy without the Clipboard API; it reports failure by returning false.
    if (!document.execCommand('copy')) throw new Error('The browser would not copy the link.');
  } finally {
    field.remove();
    if (focused instanceof HTMLElement) focused.focus();
  }
}
