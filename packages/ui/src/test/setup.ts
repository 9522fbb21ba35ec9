import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { Dialog, Toast, reduceMotion } from 'antd-mobile';
import { afterAll, afterEach } from 'vitest';
import { feedbackStore } from '../feedback/feedback-store';
import { installJsdomShims } from '../test-support/jsdom-shims';

// Lazy chunks (feedback components, one chart module per kind) load slowly on a busy CI machine:
// wait as long as the features suite does (its setup sets the same).
configure({ asyncUtilTimeout: 5000 });

// antd-mobile animates with react-spring; make transitions immediate so closed popups unmount.
reduceMotion();

afterEach(async () => {
  cleanup();
  // Imperative antd-mobile popups render into <body> outside Testing Library's containers.
  Toast.clear();
  Dialog.clear();
  feedbackStore.reset();
  // Let the unmounts those clears schedule run while jsdom is still here.
  await new Promise((resolve) => setTimeout(resolve, 0));
  document.body.innerHTML = '';
});

// Closing antd-mobile's imperative popups schedules React work (root unmounts, springs). Let it
// run before the file's jsdom is torn down, or React touches `window` after it is gone.
afterAll(async () => {
  Toast.clear();
  Dialog.clear();
  feedbackStore.reset();
  await new Promise((resolve) => setTimeout(resolve, 300));
});

// jsdom lacks browser APIs that antd-mobile and our lists touch.
installJsdomShims();
