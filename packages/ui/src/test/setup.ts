import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { Dialog, Toast, reduceMotion } from 'antd-mobile';
import { afterEach } from 'vitest';
import { feedbackStore } from '../feedback/feedback-store';
import { installJsdomShims } from '../test-support/jsdom-shims';

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

// jsdom lacks browser APIs that antd-mobile and our lists touch.
installJsdomShims();
