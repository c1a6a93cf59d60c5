/** Set-up of the Testing Library tests (*.test.tsx): what jsdom lacks of a browser, and a clean page per test. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, type RenderHookOptions, type RenderOptions } from '@testing-library/react';
import { createElement, type JSXElementConstructor, type ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import { activateEnglish } from './languages';

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

// Components read their texts from the catalogues (docs/decisions/028): every test renders inside an
// I18nProvider speaking English with every English catalogue loaded, as the app does once a page has loaded.
// A test that wants Hindi activates it itself (components/layout/public-header.test.tsx).
activateEnglish();

vi.mock('@testing-library/react', async (importOriginal) => {
  const library = await importOriginal<typeof import('@testing-library/react')>();
  const withI18n =
    (Inner?: JSXElementConstructor<{ children: ReactNode }>) =>
    ({ children }: { children: ReactNode }) =>
      createElement(I18nProvider, { i18n }, Inner ? createElement(Inner, null, children) : children);
  return {
    ...library,
    render: ((ui: ReactNode, options?: RenderOptions) =>
      library.render(ui, { ...options, wrapper: withI18n(options?.wrapper) })) as typeof library.render,
    renderHook: ((hook: (props: unknown) => unknown, options?: RenderHookOptions<unknown>) =>
      library.renderHook(hook, {
        ...options,
        wrapper: withI18n(options?.wrapper),
      })) as typeof library.renderHook,
  };
});
