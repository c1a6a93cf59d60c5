import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { HomeOverview } from '#domain/home-overview';
import { loadHindiPlaceNames } from '#web/lib/place-names';
import { messages as commonMessages } from '#web/locales/hi/common.po';
import { messages as homeMessages } from '#web/locales/hi/home.po';
import { BrowseByCity } from './components/browse-by-city';
import { BrowseByType } from './components/browse-by-type';
import { HomeHero } from './components/home-hero';
import { WhyHouseHunt } from './components/why-househunt';

const counts: HomeOverview['counts'] = {
  total: 13,
  byStatus: { sale: 12, rent: 1 },
  byCategory: { residential: 13, commercial: 0 },
  bySubCategory: {
    flat: 10,
    villa: 3,
    'individual-house': 0,
    plot: 0,
    farmland: 0,
    'office-space': 0,
    shop: 0,
    showroom: 0,
    warehouse: 0,
    building: 0,
    land: 0,
  },
  cities: [{ city: 'Bengaluru', state: 'Karnataka', listings: 1 }],
};

beforeAll(async () => {
  await loadHindiPlaceNames();
  i18n.loadAndActivate({ locale: 'hi', messages: { ...commonMessages, ...homeMessages } });
});

describe('the home page in Hindi', () => {
  it('greets, counts and offers the search in Hindi', () => {
    render(
      <MemoryRouter>
        <HomeHero counts={counts} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'भारत में अपना अगला घर खोजें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'बिक्री के लिए 12 प्रॉपर्टी' }).getAttribute('href')).toBe(
      '/properties?status=sale',
    );
    expect(screen.getByRole('search', { name: 'प्रॉपर्टी खोजें' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'किराये पर लें' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'फ़्लैट/अपार्टमेंट' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'सभी रिहायशी प्रॉपर्टी' })).toBeTruthy();
  });

  it('names the cities and their states in Devanagari and the property types in Hindi', () => {
    render(
      <MemoryRouter>
        <BrowseByCity cities={counts.cities} />
        <BrowseByType counts={counts} />
        <WhyHouseHunt />
      </MemoryRouter>,
    );
    const city = screen.getByRole('link', { name: /बेंगलुरु/ });
    expect(city.getAttribute('href')).toBe('/properties?city=Bengaluru');
    expect(city.textContent).toContain('कर्नाटक');
    expect(city.textContent).not.toMatch(/Karnataka/);
    expect(screen.getByRole('link', { name: /फ़्लैट और अपार्टमेंट\s*10 प्रॉपर्टी/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'सभी रिहायशी (13)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'घर खोजने वाले HouseHunt को क्यों चुनते हैं' })).toBeTruthy();
  });
});
