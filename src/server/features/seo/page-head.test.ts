import { describe, expect, it } from 'vitest';
import { goneHead, headInLocale, renderHead, sitePageHead, type PageHead } from './service.js';
import { SITE_ROUTES } from '#domain/site-routes';

const LOOKS_LIKE_CODE = '$\' $& $` $1 </script><!-- x "quoted" <b>';

describe('renderHead', () => {
  const head: PageHead = {
    status: 200,
    title: `Title ${LOOKS_LIKE_CODE}`,
    description: `Description ${LOOKS_LIKE_CODE}`,
    canonical: 'https://househunt.example.in/property/1',
    jsonLd: { name: `Name ${LOOKS_LIKE_CODE}`, about: { address: { streetAddress: LOOKS_LIKE_CODE } } },
  };
  const html = renderHead(head, `Site ${LOOKS_LIKE_CODE}`);

  it('puts no text where it could open or close an element or leave an attribute', () => {
    const outsideScript = html.replace(/<script type="application\/ld\+json">[\s\S]*?<\/script>/, '');
    const tags = outsideScript.match(/<[^>]*>/g) ?? [];
    expect(
      tags.every((tag) => /^<\/?(title|meta|link)\b/.test(tag)),
      tags.join('\n'),
    ).toBe(true);
    for (const [, content] of outsideScript.matchAll(/content="([^"]*)"/g)) {
      expect(content).not.toMatch(/[<>"]/);
    }
  });

  it('writes JSON-LD that no text can end early, and that parses back to the text as typed', () => {
    const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(script).not.toContain('<');
    expect(JSON.parse(script)).toEqual(head.jsonLd);
  });
});

describe('headInLocale', () => {
  const publicUrl = 'https://househunt.example.in';
  const english = sitePageHead(SITE_ROUTES.aboutUs, publicUrl);

  it('indexes a translated page in both languages, each with its canonical and the other as hreflang', () => {
    const alternates = [
      { hreflang: 'en', href: `${publicUrl}/about-us` },
      { hreflang: 'hi', href: `${publicUrl}/hi/about-us` },
      { hreflang: 'x-default', href: `${publicUrl}/about-us` },
    ];
    expect(headInLocale(english, '/about-us', 'en', publicUrl)).toMatchObject({
      canonical: `${publicUrl}/about-us`,
      alternates,
    });
    const hindi = headInLocale(english, '/about-us', 'hi', publicUrl);
    expect(hindi).toMatchObject({ title: 'हमारे बारे में', canonical: `${publicUrl}/hi/about-us`, alternates });
    expect(hindi.noIndex).toBeUndefined();
    const html = renderHead(hindi, 'HouseHunt', 'hi');
    expect(html).toContain(`<link rel="alternate" hreflang="hi" href="${publicUrl}/hi/about-us" />`);
    expect(html).toContain('<meta property="og:locale:alternate" content="en_IN" />');
  });

  it('keeps a page whose text is not yet Hindi out of the index under /hi, and its English page without hreflang', () => {
    const notYet = new Set(['home'] as const);
    const hindi = headInLocale(english, '/about-us', 'hi', publicUrl, notYet);
    expect(hindi).toMatchObject({ title: 'हमारे बारे में', canonical: null, noIndex: true });
    expect(hindi.alternates).toBeUndefined();
    const inEnglish = headInLocale(english, '/about-us', 'en', publicUrl, notYet);
    expect(inEnglish).toEqual(english);
    expect(renderHead(inEnglish, 'HouseHunt')).not.toContain('hreflang');
  });
});

describe('goneHead', () => {
  const publicUrl = 'https://househunt.example.in';
  const now = new Date('2026-12-20T06:30:00Z');

  it('says in English what became of a listing whose page is gone', () => {
    expect(goneHead({ kind: 'sold', on: '2026-12-03' }, 'en', now)).toMatchObject({
      status: 410,
      title: 'Sold on 3 Dec',
      description: 'This home is no longer available on HouseHunt. Similar homes are on its page.',
      canonical: null,
      noIndex: true,
    });
    expect(goneHead({ kind: 'rented', on: '2025-12-03' }, 'en', now).title).toBe('Rented out on 3 Dec 2025');
    expect(goneHead({ kind: 'unavailable', on: null }, 'en', now).title).toBe('No longer available');
  });

  it('says it in Hindi on the Hindi page, and keeps it out of the index', () => {
    const sold = goneHead({ kind: 'sold', on: '2026-12-03' }, 'hi', now);
    expect(sold).toMatchObject({
      status: 410,
      title: '3 दिसंबर को बिक गया',
      description: 'यह घर अब HouseHunt पर उपलब्ध नहीं है। इससे मिलते-जुलते घर इसके पेज पर हैं।',
    });
    expect(goneHead({ kind: 'rented', on: '2025-12-03' }, 'hi', now).title).toBe(
      '3 दिसंबर 2025 को किराये पर चला गया',
    );
    expect(goneHead({ kind: 'unavailable', on: null }, 'hi', now).title).toBe('अब उपलब्ध नहीं');
    const path = '/property/5f0c3a52-3b8e-4f55-9a4e-0d6c4b1f3b71';
    const hindi = headInLocale(sold, path, 'hi', publicUrl);
    expect(hindi).toMatchObject({ status: 410, title: '3 दिसंबर को बिक गया', canonical: null, noIndex: true });
    expect(renderHead(hindi, 'HouseHunt', 'hi')).toContain('<title>3 दिसंबर को बिक गया | HouseHunt</title>');
  });
});
