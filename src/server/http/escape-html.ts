/**
 * For text put into markup the server writes itself: the sign-in pages, the SEO heads spliced into the web
 * app's HTML, and the sitemaps (the same five characters are special in XML).
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
