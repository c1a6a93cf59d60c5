import { describe, expect, it } from 'vitest';
import { withFilters } from '#web/lib/list-search-params';
import {
  DEFAULT_ENQUIRY_PARAMS,
  parseEnquiryParams,
  toEnquirySearch,
  toExportQuery,
  toListQuery,
  toListRequest,
  withColumnSort,
  withKindToggled,
  withStatusToggled,
  withoutFilters,
} from './enquiry-list-params';

const parse = (query: string) => parseEnquiryParams(new URLSearchParams(query));
const ID = '0b5c3c8e-9f59-4d1c-8f8e-3a6f6b1f2a10';

describe('the enquiries screen in the address', () => {
  it('reads every filter, the order, the page and the open enquiry', () => {
    expect(
      parse(
        `q=arjun&status=closed,new&kind=construction&from=2026-03-01&to=2026-03-09&sort=name-asc&page=2&enquiry=${ID}`,
      ),
    ).toEqual({
      q: 'arjun',
      status: ['new', 'closed'],
      kind: ['construction'],
      from: '2026-03-01',
      to: '2026-03-09',
      sort: 'name-asc',
      page: 2,
      pageSize: 20,
      enquiry: ID,
    });
  });

  it('falls back to the defaults for what it does not understand', () => {
    expect(parse('status=open&kind=spam&from=2026-02-30&sort=price&page=0&pageSize=7&enquiry=42')).toEqual({
      ...DEFAULT_ENQUIRY_PARAMS,
      from: undefined,
      to: undefined,
      enquiry: undefined,
    });
    expect(parse('from=2026-03-09&to=2026-03-01')).toMatchObject({ from: '2026-03-09', to: undefined });
  });

  it('writes only what differs from the defaults, and reads back the same', () => {
    const params = withFilters(DEFAULT_ENQUIRY_PARAMS, { status: ['new'], kind: ['property', 'contact'] });
    const search = toEnquirySearch({ ...params, enquiry: ID });
    expect(search.toString()).toBe(`status=new&kind=property%2Ccontact&enquiry=${ID}`);
    expect(parseEnquiryParams(search)).toEqual({ ...params, enquiry: ID });
    expect(toEnquirySearch(DEFAULT_ENQUIRY_PARAMS).toString()).toBe('');
  });

  it('asks the API for the list without the open enquiry, and exports without the page', () => {
    const params = { ...parse(`kind=construction&page=3&enquiry=${ID}`) };
    expect(toListQuery(toListRequest(params))).toBe('kind=construction&sort=created-desc&page=3&pageSize=20');
    expect(toExportQuery(params)).toBe('kind=construction&sort=created-desc');
  });
});

describe('moves on the enquiries screen', () => {
  it('toggles statuses and kinds in the domain order, back to the first page', () => {
    const onPage3 = { ...DEFAULT_ENQUIRY_PARAMS, page: 3 };
    const closed = withStatusToggled(onPage3, 'closed');
    expect(closed).toMatchObject({ status: ['closed'], page: 1 });
    expect(withStatusToggled(closed, 'new').status).toEqual(['new', 'closed']);
    expect(withStatusToggled(closed, 'closed').status).toEqual([]);
    expect(withKindToggled(withKindToggled(onPage3, 'contact'), 'construction').kind).toEqual([
      'contact',
      'construction',
    ]);
  });

  it('flips the Sent column between newest and oldest first; Name sorts A to Z', () => {
    expect(withColumnSort(DEFAULT_ENQUIRY_PARAMS, 'created').sort).toBe('created-asc');
    expect(withColumnSort({ ...DEFAULT_ENQUIRY_PARAMS, sort: 'name-asc' }, 'created').sort).toBe(
      'created-desc',
    );
    expect(withColumnSort(DEFAULT_ENQUIRY_PARAMS, 'name').sort).toBe('name-asc');
  });

  it('clears the filters, keeping the order, the page size and the open enquiry', () => {
    const busy = {
      ...parse('q=x&status=new&kind=contact&from=2026-03-01&sort=name-asc&pageSize=50'),
      enquiry: ID,
    };
    expect(withoutFilters(busy)).toEqual({
      ...DEFAULT_ENQUIRY_PARAMS,
      sort: 'name-asc',
      pageSize: 50,
      enquiry: ID,
    });
  });
});
