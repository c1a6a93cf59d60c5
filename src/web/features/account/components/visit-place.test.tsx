import { i18n } from '@lingui/core';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messages as hindiMessages } from '#web/locales/hi/account.po';
import { VisitPlace } from './visit-place';

afterEach(() => i18n.activate('en'));

const place = {
  title: '2 BHK in Baner',
  address: 'Flat 4, Baner Road, Pune, 411045',
  latitude: 18.559,
  longitude: 73.7868,
  approximate: false,
  directionsUrl: 'https://www.google.com/maps/search/?api=1&query=18.559%2C73.7868',
};

describe("Visit day's place", () => {
  it('offline, gives the coordinates and the phone’s maps app instead of a map', () => {
    render(<VisitPlace {...place} online={false} />);
    expect(screen.getByTestId('visit-day-coordinates').textContent).toBe('18.55900, 73.78680');
    expect(screen.getByRole('link', { name: 'Open in maps' }).getAttribute('href')).toBe(
      'geo:18.559,73.7868?q=18.559,73.7868(2%20BHK%20in%20Baner)',
    );
    expect(screen.getByRole('link', { name: 'Directions' }).getAttribute('href')).toBe(place.directionsUrl);
    expect(screen.queryByTestId('visit-day-map')).toBeNull();
    expect(screen.getByText(/The map shows again when you are online/)).toBeTruthy();
  });

  it('speaks Hindi on a Hindi page', () => {
    i18n.loadAndActivate({ locale: 'hi', messages: hindiMessages });
    render(<VisitPlace {...place} approximate online={false} />);
    expect(screen.getByRole('link', { name: 'मैप्स में खोलें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'रास्ता देखें' })).toBeTruthy();
    expect(screen.getByTestId('visit-day-coordinates').textContent).toBe('18.55900, 73.78680 (अनुमानित)');
  });
});
