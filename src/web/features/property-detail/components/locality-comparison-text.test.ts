import { describe, expect, it } from 'vitest';
import { speak } from '#web/testing/languages';
import { localityComparisonText } from './locality-comparison-text';

const line = {
  medianPricePerSqFt: 10_000,
  listings: 14,
  firstListedAt: '2026-07-03T06:00:00Z',
  lastListedAt: '2026-11-20T06:00:00Z',
  propertyStatus: 'sale' as const,
  subCategory: 'flat' as const,
  bedrooms: 3,
  placeName: 'Whitefield',
  path: '/locality/bengaluru/whitefield',
};

describe('the property page’s line on the locality’s median', () => {
  it('words it in English', () => {
    speak('en');
    expect(localityComparisonText({ ...line, percentFromMedian: -8 }, 'Whitefield')).toBe(
      '8% below the median price per sq.ft for 3 BHK flats in Whitefield, from 14 listings (Jul–Nov 2026)',
    );
    expect(
      localityComparisonText(
        { ...line, percentFromMedian: 0, propertyStatus: 'rent', bedrooms: 0 },
        'Whitefield',
      ),
    ).toBe('At the median rent per sq.ft for studio flats in Whitefield, from 14 listings (Jul–Nov 2026)');
  });

  it('words it in Hindi, with the months in full', () => {
    speak('hi');
    expect(localityComparisonText({ ...line, percentFromMedian: 12 }, 'व्हाइटफ़ील्ड')).toBe(
      'व्हाइटफ़ील्ड में 3 बीएचके फ़्लैटों की मीडियन कीमत प्रति वर्ग फ़ुट से 12% ज़्यादा, 14 लिस्टिंग के आधार पर (जुलाई–नवंबर 2026)',
    );
  });
});
