import { describe, expect, it } from 'vitest';
import { coordinatesText, mapPosition } from './map-position';

describe('mapPosition', () => {
  it('places the pin at typed coordinates', () => {
    expect(mapPosition('12.9716', ' 77.5946 ')).toEqual({ lat: 12.9716, lng: 77.5946 });
  });

  it('places no pin while a coordinate is missing, not a number or off the globe', () => {
    expect(mapPosition('12.97', '')).toBeNull();
    expect(mapPosition('north', '77.59')).toBeNull();
    expect(mapPosition('91', '77.59')).toBeNull();
    expect(mapPosition('12.97', '-181')).toBeNull();
  });
});

describe('coordinatesText', () => {
  it('writes a picked point with 6 decimals', () => {
    expect(coordinatesText({ lat: 12.97159912, lng: 77.5 })).toEqual({
      latitude: '12.971599',
      longitude: '77.500000',
    });
  });
});
