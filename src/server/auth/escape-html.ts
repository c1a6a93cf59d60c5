/** For text put into the HTML pages the server renders itself (sign-in chooser, popup result). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
