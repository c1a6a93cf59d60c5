import { describe, expect, it } from 'vitest';
import type { AdminSearchResults } from '#domain/admin-search-results';
import { movedIndex, resultGroupsOf } from './search-results';

const results: AdminSearchResults = {
  listings: [
    {
      id: 'l1',
      title: '3 BHK Apartment in Indiranagar',
      city: 'Bengaluru',
      locality: 'Indiranagar',
      price: 18_500_000,
      propertyStatus: 'sale',
      rentalFrequency: null,
      link: '/admin/edit-property/l1',
    },
    {
      id: 'l2',
      title: 'Shop',
      city: 'Pune',
      locality: null,
      price: 25_000,
      propertyStatus: 'rent',
      rentalFrequency: 'monthly',
      link: '/admin/edit-property/l2',
    },
  ],
  bookings: [
    {
      id: 'b1',
      reference: 'K7M2P9QX',
      name: 'Priya Sharma',
      phone: '+919845012345',
      email: null,
      preferredDate: '2026-03-14',
      timeSlot: '11:00-13:00',
      status: 'no-show',
      listingTitle: 'Shop',
      createdAt: '2026-03-01T10:00:00.000Z',
      link: '/admin/bookings?booking=b1',
    },
  ],
  clients: [
    {
      key: '+919845012345',
      name: 'Priya Sharma',
      phone: '+919845012345',
      email: 'priya@example.in',
      bookings: 1,
      enquiries: 2,
      lastActivityAt: '2026-03-01T10:00:00.000Z',
      link: '/admin/bookings?q=%2B919845012345',
    },
    {
      key: 'farah@example.in',
      name: 'Farah Khan',
      phone: null,
      email: 'farah@example.in',
      bookings: 0,
      enquiries: 1,
      lastActivityAt: '2026-03-01T10:00:00.000Z',
      link: '/admin/enquiries?q=farah%40example.in',
    },
  ],
};

describe('the header search dropdown', () => {
  it('shows listings with their place and price', () => {
    const [properties] = resultGroupsOf(results);
    expect(properties?.label).toBe('Properties');
    expect(properties?.options.map((option) => option.detail)).toEqual([
      'Indiranagar, Bengaluru · ₹1.85 Cr',
      'Pune · ₹25,000/month',
    ]);
  });

  it('shows bookings with the visit day, time, status and reference, and the listing beside the name', () => {
    expect(resultGroupsOf(results)[1]?.options[0]).toEqual({
      key: 'booking-b1',
      kind: 'booking',
      link: '/admin/bookings?booking=b1',
      title: 'Priya Sharma',
      aside: 'Shop',
      detail: 'Sat, 14 Mar 2026 · Late morning, 11 am to 1 pm · No-show · Ref K7M2P9QX',
    });
  });

  it('shows clients with a phone number (or email) and what they have sent', () => {
    expect(resultGroupsOf(results)[2]?.options.map((option) => option.detail)).toEqual([
      '+91 98450 12345 · 1 booking · 2 enquiries',
      'farah@example.in · 1 enquiry',
    ]);
  });

  it('leaves out groups with no results', () => {
    expect(resultGroupsOf({ ...results, listings: [], clients: [] }).map((group) => group.label)).toEqual([
      'Bookings',
    ]);
  });

  it('moves the active option round from the last to the first and back', () => {
    expect(movedIndex(-1, 3, 1)).toBe(0);
    expect(movedIndex(-1, 3, -1)).toBe(2);
    expect(movedIndex(2, 3, 1)).toBe(0);
    expect(movedIndex(0, 3, -1)).toBe(2);
    expect(movedIndex(1, 3, 1)).toBe(2);
    expect(movedIndex(-1, 0, 1)).toBe(-1);
  });
});
