/**
 * Markup for mails, written as `html` tagged templates: every interpolated value is HTML-escaped unless it is
 * markup this module made itself, so a visitor's name can never put a tag into anybody's inbox.
 */
import { escapeHtml } from '#server/http/escape-html';
import { MAIL_COLOURS } from './mail-colours.js';

/** Markup already escaped (made by `html`), spliced in as it is. */
export class SafeHtml {
  constructor(readonly markup: string) {}
  toString(): string {
    return this.markup;
  }
}

type Interpolated = SafeHtml | string | number | null | undefined | false | readonly Interpolated[];

function render(value: Interpolated): string {
  if (value === null || value === undefined || value === false) return '';
  if (value instanceof SafeHtml) return value.markup;
  if (Array.isArray(value)) return value.map(render).join('');
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Interpolated[]): SafeHtml {
  return new SafeHtml(
    strings.reduce((out, part, i) => out + part + (i < values.length ? render(values[i]) : ''), ''),
  );
}

/** An address for an href: only http(s) and mailto/tel links, so no `javascript:` can slip into a mail. */
export function safeHref(url: string): string {
  return /^(https?:|mailto:|tel:)/i.test(url) ? url : '#';
}

/** A button-like link, styled inline because mail clients drop style sheets. */
export function linkButton(label: string, url: string): SafeHtml {
  return html`<p style="margin:24px 0">
    <a
      href="${safeHref(url)}"
      style="background:${MAIL_COLOURS.brand};color:${MAIL_COLOURS.onBrand};padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:600"
      >${label}</a
    >
  </p>`;
}

/** Label and value rows ("When", "Where"): a table, which every mail client lays out alike. */
export function detailsTable(rows: ReadonlyArray<readonly [string, string | SafeHtml]>): SafeHtml {
  return html`<table
    role="presentation"
    cellpadding="0"
    cellspacing="0"
    style="border-collapse:collapse;margin:16px 0"
  >
    ${rows.map(
      ([label, value]) =>
        html`<tr>
          <th
            align="left"
            style="padding:4px 16px 4px 0;color:${MAIL_COLOURS.muted};font-weight:600;vertical-align:top"
          >
            ${label}
          </th>
          <td style="padding:4px 0">${value}</td>
        </tr>`,
    )}
  </table>`;
}

/** The same rows as plain text. */
export function detailsText(rows: ReadonlyArray<readonly [string, string]>): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join('\n');
}
