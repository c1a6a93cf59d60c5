import { describe, expect, it } from 'vitest';
import { renderHead, type PageHead } from './service.js';

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
