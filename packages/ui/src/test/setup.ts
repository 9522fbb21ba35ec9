import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { Dialog, Toast, reduceMotion } from 'antd-mobile';
import { afterEach } from 'vitest';
import { feedbackStore } from '../feedback/feedback-store';

// antd-mobile animates with react-spring; make transitions immediate so closed popups unmount.
reduceMotion();

afterEach(() => {
  cleanup();
  // Imperative antd-mobile popups render into <body> outside Testing Library's containers.
  Toast.clear();
  Dialog.clear();
  feedbackStore.reset();
  document.body.innerHTML = '';
});

// jsdom lacks these browser APIs that antd-mobile and our lists touch.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
// use-gesture (antd-mobile Popup, Swiper) captures pointers; jsdom has no pointer capture.
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.hasPointerCapture ??= () => false;

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = ResizeObserverStub;
}
