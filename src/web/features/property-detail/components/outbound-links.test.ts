import { describe, expect, it } from 'vitest';
import { listingShareText } from '#domain/listing-share-text';
import { listingUrl, mapsUrl, whatsAppShareUrl } from './outbound-links';

const place = {
  address: '12, 2nd Main, HAL 2nd Stage',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
};

describe('outbound links', () => {
  it('shares the listing’s own address on the site', () => {
    expect(listingUrl('https://househunt.in', 'a1b2')).toBe('https://househunt.in/property/a1b2');
  });

  it('puts the title and the link in the WhatsApp message, encoded', () => {
    const url = whatsAppShareUrl('3 BHK & garden', 'https://househunt.in/property/a1b2');
    expect(url).toBe(
      'https://wa.me/?text=3%20BHK%20%26%20garden%0Ahttps%3A%2F%2Fhousehunt.in%2Fproperty%2Fa1b2',
    );
    expect(new URL(url).searchParams.get('text')).toBe('3 BHK & garden\nhttps://househunt.in/property/a1b2');
  });

  it('carries the price and the RERA registration number in the WhatsApp text', () => {
    const text = listingShareText({
      title: '2 BHK in Andheri',
      price: 12_500_000,
      propertyStatus: 'sale',
      reraNumber: 'P51800012345',
    });
    expect(
      new URL(whatsAppShareUrl(text, 'https://househunt.in/property/a1b2')).searchParams.get('text'),
    ).toBe(
      '2 BHK in Andheri\n₹1.25 Cr\nRERA registration no. P51800012345\nhttps://househunt.in/property/a1b2',
    );
  });

  it('opens the exact pin on the map when the listing has coordinates', () => {
    const url = new URL(mapsUrl({ ...place, latitude: 12.9716, longitude: 77.6412 }));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/search/');
    expect(url.searchParams.get('query')).toBe('12.9716,77.6412');
  });

  it('searches for the postal address when it has none', () => {
    const url = new URL(mapsUrl({ ...place, latitude: null, longitude: null }));
    expect(url.searchParams.get('query')).toBe('12, 2nd Main, HAL 2nd Stage, Bengaluru, Karnataka, 560038');
  });
});
