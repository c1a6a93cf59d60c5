import { describe, expect, it } from 'vitest';
import { activityLink, describeAction } from './activity-description';
import type { ActivityEntry } from '#domain/dashboard-figures';

const anEntry = (overrides: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id: 1,
  at: '2026-11-20T06:00:00.000Z',
  actorEmail: 'asha@househunt.in',
  action: 'property.updated',
  entityType: 'property',
  entityId: '0b5c3c8e-9f59-4d1c-8f8e-3a6f6b1f2a10',
  title: 'Sea-facing Villa in Alibaug',
  entityExists: true,
  ...overrides,
});

describe('describeAction', () => {
  it('says what was done to a listing in plain words', () => {
    expect(describeAction(anEntry())).toBe('edited the listing');
    expect(describeAction(anEntry({ action: 'property.unfeatured' }))).toBe('stopped featuring the listing');
  });

  it('still reads sensibly for an action it has no words for yet', () => {
    expect(describeAction(anEntry({ action: 'shortlist.item-added', entityType: 'shortlist' }))).toBe(
      'shortlist: item added',
    );
  });
});

describe('activityLink', () => {
  it('opens a listing that still exists, and nothing for one deleted since', () => {
    expect(activityLink(anEntry())).toBe('/admin/edit-property/0b5c3c8e-9f59-4d1c-8f8e-3a6f6b1f2a10');
    expect(activityLink(anEntry({ entityExists: false }))).toBeNull();
    expect(activityLink(anEntry({ entityType: 'user', entityExists: null }))).toBeNull();
  });

  it('opens an enquiry in the enquiries screen', () => {
    const entry = anEntry({ action: 'enquiry.status-changed', entityType: 'enquiry', entityExists: null });
    expect(describeAction(entry)).toBe("changed an enquiry's status");
    expect(activityLink(entry)).toBe('/admin/enquiries?enquiry=0b5c3c8e-9f59-4d1c-8f8e-3a6f6b1f2a10');
  });

  it('opens a visit booking in the bookings screen', () => {
    const entry = anEntry({ action: 'booking.rescheduled', entityType: 'booking', entityExists: null });
    expect(describeAction(entry)).toBe('rescheduled a visit');
    expect(describeAction({ ...entry, action: 'booking.status-changed' })).toBe(
      "changed a visit booking's status",
    );
    expect(activityLink(entry)).toBe('/admin/bookings?booking=0b5c3c8e-9f59-4d1c-8f8e-3a6f6b1f2a10');
  });
});
