/** The frame every mail shares: the site's name at the top, its contact details at the foot, in HTML and text. */
import type { SiteSettings } from '#domain/site-settings';
import { MAIL_COLOURS } from './mail-colours.js';
import { html, safeHref, type SafeHtml } from './mail-html.js';
import { mailWords, type MailWords } from './mail-words.js';

/** What a template knows besides its own data: who the mail comes from and where the site lives. */
export type MailSite = {
  settings: SiteSettings;
  /** The site's address, without a trailing slash (config PUBLIC_URL). */
  publicUrl: string;
};

/** A template's own part of a mail: the subject and the body, in markup and in plain text. */
export type MailContent = { subject: string; html: SafeHtml; text: string };

/**
 * A mail's words from its data; small typed functions, one per kind of mail. A visitor's mail writes with `words`,
 * in the recipient's language; the team's mails are English and leave it aside.
 */
export type MailTemplate<Data> = {
  /** Stored with each mail, so the Sent mail page and tests can tell kinds apart. */
  name: string;
  render(data: Data, site: MailSite, words: MailWords): MailContent;
};

export function defineMailTemplate<Data>(template: MailTemplate<Data>): MailTemplate<Data> {
  return template;
}

/** A link to a page of the site: always absolute, on PUBLIC_URL. */
export function siteLink(site: MailSite, path: string): string {
  return `${site.publicUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/** How to reach the team, for "how to change it" and the foot of every mail. */
export function contactLine(site: MailSite, words: MailWords = mailWords()): string {
  const { contactPhone, contactEmail } = site.settings;
  return words.t('contact.line', { phone: contactPhone, email: contactEmail });
}

export function wrapInLayout(
  content: MailContent,
  site: MailSite,
  words: MailWords = mailWords(),
): { subject: string; html: string; text: string } {
  const { siteName, contactPhone, contactEmail, address } = site.settings;
  const phone = words.t('layout.phone');
  const email = words.t('layout.email');
  const page = html`<!doctype html>
    <html lang="${words.t('layout.htmlLang')}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>${content.subject}</title>
      </head>
      <body
        style="margin:0;padding:0;background:${MAIL_COLOURS.background};font-family:Arial,Helvetica,sans-serif;color:${MAIL_COLOURS.text};line-height:1.5"
      >
        <div style="max-width:600px;margin:0 auto;padding:24px">
          <p style="font-size:20px;font-weight:700;margin:0 0 16px">
            <a href="${safeHref(site.publicUrl)}" style="color:${MAIL_COLOURS.brand};text-decoration:none"
              >${siteName}</a
            >
          </p>
          <div style="background:${MAIL_COLOURS.card};border-radius:8px;padding:24px">${content.html}</div>
          <p style="font-size:12px;color:${MAIL_COLOURS.muted};margin:16px 0 0">
            ${siteName} · ${address}<br />
            ${phone}
            <a
              href="${safeHref(`tel:${contactPhone.replace(/[^\d+]/g, '')}`)}"
              style="color:${MAIL_COLOURS.muted}"
              >${contactPhone}</a
            >
            · ${email}
            <a href="${safeHref(`mailto:${contactEmail}`)}" style="color:${MAIL_COLOURS.muted}"
              >${contactEmail}</a
            ><br />
            <a href="${safeHref(site.publicUrl)}" style="color:${MAIL_COLOURS.muted}">${site.publicUrl}</a>
          </p>
        </div>
      </body>
    </html>`;
  const text = [
    content.text.trim(),
    '',
    '--',
    siteName,
    address,
    `${phone}: ${contactPhone}`,
    `${email}: ${contactEmail}`,
    site.publicUrl,
  ].join('\n');
  return { subject: content.subject, html: page.markup, text };
}
