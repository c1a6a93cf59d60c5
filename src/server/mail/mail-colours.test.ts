import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL } from '#server/testing/test-app';
import { DEFAULT_SITE_SETTINGS } from '#domain/site-settings';
import { MAIL_BRAND_SHADES, MAIL_COLOURS } from './mail-colours.js';
import { html, linkButton } from './mail-html.js';
import { wrapInLayout } from './mail-layout.js';

const styles = readFileSync(new URL('../../web/styles.css', import.meta.url), 'utf8');
const brandShade = (shade: number) =>
  new RegExp(`--color-brand-${shade}:\\s*(#[0-9a-f]{6})`, 'i').exec(styles)?.[1]?.toLowerCase();

describe('the colours of mail', () => {
  it('are the site’s brand browns, as the style sheet defines them', () => {
    for (const [name, shade] of Object.entries(MAIL_BRAND_SHADES)) {
      expect(MAIL_COLOURS[name as keyof typeof MAIL_BRAND_SHADES], `${name} is brand-${shade}`).toBe(
        brandShade(shade),
      );
    }
  });

  it('colour the frame and the buttons of every mail, with no teal left', () => {
    const mail = wrapInLayout(
      {
        subject: 'Visit requested',
        html: html`<p>Hello</p>
          ${linkButton('Open', 'https://x.in')}`,
        text: 'Hello',
      },
      { settings: DEFAULT_SITE_SETTINGS, publicUrl: TEST_PUBLIC_URL },
    );
    expect(mail.html).toContain(`background:${MAIL_COLOURS.background}`);
    expect(mail.html).toContain(`background:${MAIL_COLOURS.brand}`);
    expect(mail.html).toContain(`color:${MAIL_COLOURS.brand}`);
    expect(mail.html).not.toMatch(/#0f766e|#f4f4f5|#52525b/i);
  });
});
