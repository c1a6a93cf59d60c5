/** Set-up of the Testing Library tests (*.test.tsx): what jsdom lacks of a browser, and a clean page per test. */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

// jsdom has the <dialog> element but not its modal methods; the side panels and confirmations open with them.
if (!Object.hasOwn(HTMLDialogElement.prototype, 'showModal')) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
}
if (!Object.hasOwn(HTMLDialogElement.prototype, 'close')) {
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// Screens ask for the viewport's width (phone or desktop layout): the tests see a desktop.
if (!Object.hasOwn(window, 'matchMedia')) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
