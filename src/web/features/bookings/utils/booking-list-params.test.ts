import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BOOKING_PARAMS,
  columnSortDirection,
  hasActiveFilters,
  parseBookingParams,
  toBookingSearch,
  toExportQuery,
  toListQuery,
  toListRequest,
  withColumnSort,
  withStatusToggled,
  withView,
  withoutFilters,
  type BookingScreenParams,
} from './booking-list-params';

const parse = (query: string) => parseBookingParams(new URLSearchParams(query));
const params = (overrides: Partial<BookingScreenParams> = {}): BookingScreenParams => ({
  ...DEFAULT_BOOKING_PARAMS,
  ...overrides,
});
const LISTING = '0b6f3c4e-8a1d-4f7a-9c2e-5d8b7a6f1e20';

describe('parseBookingParams', () => {
  it('reads every part of a notification or shared link', () => {
    expect(
      parse(
        `view=agenda&q=+Kavya+&status=confirmed,pending&from=2026-03-01&to=2026-03-14&listing=${LISTING}&sort=visit-asc&page=3&pageSize=50&booking=${LISTING.toUpperCase()}`,
      ),
    ).toEqual({
      view: 'agenda',
      q: 'Kavya',
      status: ['pending', 'confirmed'],
      from: '2026-03-01',
      to: '2026-03-14',
      listing: LISTING,
      sort: 'visit-asc',
      page: 3,
      pageSize: 50,
      booking: LISTING,
    });
  });

  it('falls back to the defaults for anything it does not understand', () => {
    expect(
      parse(
        'view=calendar&status=lost,pending&from=2026-02-30&to=14-03-2026&listing=7&sort=price&page=0&pageSize=7&booking=x',
      ),
    ).toEqual(params({ status: ['pending'] }));
  });

  it('drops an end date before the start date', () => {
    expect(parse('from=2026-03-14&to=2026-03-01')).toEqual(params({ from: '2026-03-14' }));
  });
});

describe('toBookingSearch', () => {
  it('writes only what differs from the defaults and reads back the same', () => {
    expect(toBookingSearch(params()).toString()).toBe('');
    const state = params({ status: ['pending', 'no-show'], q: 'Ravi', page: 2, booking: LISTING });
    expect(toBookingSearch(state).toString()).toBe(
      `q=Ravi&status=pending%2Cno-show&page=2&booking=${LISTING}`,
    );
    expect(parseBookingParams(toBookingSearch(state))).toEqual(state);
  });
});

describe('the API queries', () => {
  it('send filters, sort and page to the list and the same without a page to the export', () => {
    const request = toListRequest(params({ status: ['confirmed'], from: '2026-03-01', booking: LISTING }));
    expect(toListQuery(request)).toBe(
      'status=confirmed&from=2026-03-01&sort=created-desc&page=1&pageSize=20',
    );
    expect(toExportQuery(request)).toBe('status=confirmed&from=2026-03-01&sort=created-desc');
  });
});

describe('filter moves', () => {
  it('toggle statuses in the domain order', () => {
    const both = withStatusToggled(withStatusToggled(params(), 'cancelled'), 'pending');
    expect(both.status).toEqual(['pending', 'cancelled']);
    expect(withStatusToggled(both, 'pending').status).toEqual(['cancelled']);
  });

  it('clear filters but keep the view, sort, page size and open booking', () => {
    const state = params({
      q: 'x',
      status: ['pending'],
      listing: LISTING,
      sort: 'name-asc',
      pageSize: 50,
      view: 'list',
      booking: LISTING,
    });
    expect(withoutFilters(state)).toEqual(params({ sort: 'name-asc', pageSize: 50, booking: LISTING }));
    expect(hasActiveFilters(withoutFilters(state))).toBe(false);
  });

  it('start each view clean: the agenda takes none of the list filters, the list not the agenda’s first day', () => {
    const filteredList = params({
      status: ['completed'],
      from: '2026-03-01',
      to: '2026-03-31',
      q: 'x',
      page: 3,
    });
    expect(withView(filteredList, 'agenda')).toEqual(params({ view: 'agenda' }));
    const agendaLater = params({ view: 'agenda', from: '2026-04-13', sort: 'visit-asc', booking: LISTING });
    expect(withView(agendaLater, 'list')).toEqual(params({ sort: 'visit-asc', booking: LISTING }));
  });
});

describe('column sorting', () => {
  it('starts each column in its natural direction and flips on a second click', () => {
    const byVisit = withColumnSort(params(), 'visit');
    expect(byVisit.sort).toBe('visit-asc');
    expect(withColumnSort(byVisit, 'visit').sort).toBe('visit-desc');
    expect(columnSortDirection('created-desc', 'created')).toBe('desc');
    expect(withColumnSort(params(), 'created').sort).toBe('created-asc');
  });

  it('keeps names A to Z, the only order the server has for them', () => {
    const byName = withColumnSort(params(), 'visitor');
    expect(byName.sort).toBe('name-asc');
    expect(withColumnSort(byName, 'visitor').sort).toBe('name-asc');
    expect(columnSortDirection('visit-asc', 'visitor')).toBeUndefined();
  });
});
