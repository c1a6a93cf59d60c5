import { describe, expect, it } from 'vitest';
import { DEMO_CITIES } from '#seed/demo-cities';
import { INDIAN_STATES } from './taxonomy.js';
import {
  INDIAN_CITIES,
  canonicalCityName,
  cityNamed,
  nearestCity,
  pinCodeStates,
  placeKey,
} from './indian-places.js';

describe('the cities people type', () => {
  it.each([
    ['Bangalore', 'Bengaluru'],
    ['bangalore', 'Bengaluru'],
    ['  BENGALURU ', 'Bengaluru'],
    ['Bombay', 'Mumbai'],
    ['Gurgaon', 'Gurugram'],
    ['Madras', 'Chennai'],
    ['Calcutta', 'Kolkata'],
    ['Trivandrum', 'Thiruvananthapuram'],
    ['Baroda', 'Vadodara'],
    ['Poona', 'Pune'],
    ['Cochin', 'Kochi'],
    ['Mysore', 'Mysuru'],
    ['Mangalore', 'Mangaluru'],
    ['Benares', 'Varanasi'],
    ['Banaras', 'Varanasi'],
    ['Allahabad', 'Prayagraj'],
    ['Pondicherry', 'Puducherry'],
    ['Simla', 'Shimla'],
    ['Cawnpore', 'Kanpur'],
    ['Vizag', 'Visakhapatnam'],
    ['New Delhi', 'Delhi'],
    ['new-delhi', 'Delhi'],
    ['pimpri chinchwad', 'Pimpri-Chinchwad'],
    ['Pimpri-Chinchwad.', 'Pimpri-Chinchwad'],
  ])('reads %s as %s', (typed, city) => {
    expect(canonicalCityName(typed)).toBe(city);
  });

  it('keeps a name it does not know as typed, trimmed', () => {
    expect(canonicalCityName('  Atlantis ')).toBe('Atlantis');
    expect(cityNamed('Atlantis')).toBeUndefined();
    expect(cityNamed('')).toBeUndefined();
    expect(cityNamed('--')).toBeUndefined();
  });

  it('gives every name to one city only', () => {
    const owners = new Map<string, string>();
    for (const city of INDIAN_CITIES) {
      for (const name of [city.name, ...city.otherNames]) {
        const key = placeKey(name);
        expect(owners.get(key), `${name} of ${city.name}`).toBeUndefined();
        owners.set(key, city.name);
      }
    }
    expect(INDIAN_CITIES.length).toBeGreaterThanOrEqual(150);
  });

  it('has a city in every state and union territory', () => {
    for (const state of INDIAN_STATES) {
      expect(
        INDIAN_CITIES.some((city) => city.state === state),
        state,
      ).toBe(true);
    }
  });

  it('knows every demo city in its state', () => {
    for (const demo of DEMO_CITIES) {
      expect(cityNamed(demo.city)).toMatchObject({ name: demo.city, state: demo.state });
    }
  });

  it('places every demo PIN code in its state', () => {
    for (const demo of DEMO_CITIES) {
      for (const locality of demo.localities) {
        expect(pinCodeStates(locality.pincode), locality.name).toContain(demo.state);
      }
    }
  });
});

describe('the nearest city to a misspelt name', () => {
  it.each([
    ['Banglore', 'Bengaluru'],
    ['Bengalore', 'Bengaluru'],
    ['Hydrabad', 'Hyderabad'],
    ['Gurgoan', 'Gurugram'],
    ['Chenai', 'Chennai'],
    ['Calcuta', 'Kolkata'],
    ['Thiruvanthapuram', 'Thiruvananthapuram'],
    ['Bengaluru', 'Bengaluru'],
  ])('takes %s for %s', (typed, city) => {
    expect(nearestCity(typed)?.name).toBe(city);
  });

  it('names none when nothing is close', () => {
    expect(nearestCity('Atlantis')).toBeUndefined();
    expect(nearestCity('zz')).toBeUndefined();
    expect(nearestCity('')).toBeUndefined();
  });
});

describe('the PIN code postal circles', () => {
  it.each([
    ['110001', ['Delhi']],
    ['122002', ['Haryana']],
    ['560066', ['Karnataka']],
    ['400053', ['Maharashtra']],
    ['403001', ['Goa']],
    ['737101', ['Sikkim']],
    ['744101', ['Andaman and Nicobar Islands']],
    ['194101', ['Ladakh', 'Jammu and Kashmir']],
    ['682551', ['Kerala', 'Lakshadweep']],
    ['605001', ['Puducherry', 'Tamil Nadu']],
    ['396230', ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu']],
    ['248001', ['Uttar Pradesh', 'Uttarakhand']],
    ['834001', ['Jharkhand']],
    ['800001', ['Bihar']],
    ['793001', ['Meghalaya']],
    ['799001', ['Tripura']],
    ['500081', ['Telangana', 'Andhra Pradesh']],
  ])('puts %s in %j', (pin, states) => {
    expect(pinCodeStates(pin)).toEqual(states);
  });

  it('allows both Chandigarh and Punjab for 160 (Mohali shares it)', () => {
    expect(pinCodeStates('160062')).toEqual(expect.arrayContaining(['Chandigarh', 'Punjab']));
  });

  it('puts no state on an unused or Army Post Office prefix', () => {
    expect(pinCodeStates('350001')).toEqual([]);
    expect(pinCodeStates('560')).toEqual(expect.arrayContaining(['Karnataka']));
    expect(pinCodeStates('990001')).toEqual([]);
  });

  it('serves every state and union territory from some prefix', () => {
    const served = new Set<string>();
    for (let prefix = 100; prefix <= 999; prefix++) {
      for (const state of pinCodeStates(`${prefix}000`)) served.add(state);
    }
    expect([...served].sort()).toEqual([...INDIAN_STATES].sort());
  });
});
