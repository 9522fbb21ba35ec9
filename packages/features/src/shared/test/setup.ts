import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { Dialog, Toast, reduceMotion } from 'antd-mobile';
import { feedback } from '@jijin/ui';
import { installJsdomShims } from '@jijin/ui/test-support';
import { afterAll, afterEach } from 'vitest';

// The machines running these share 2 cores with many jobs: give findBy/waitFor room.
configure({ asyncUtilTimeout: 5000 });

// antd-mobile animates with react-spring; make transitions immediate so closed popups unmount.
reduceMotion();

afterEach(() => {
  cleanup();
  // Imperative antd-mobile popups render into <body> outside Testing Library's containers.
  feedback.clear();
  Toast.clear();
  Dialog.clear();
  document.body.innerHTML = '';
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

// Closing antd-mobile's imperative popups schedules React work (root unmounts, springs). Let it
// run before the file's jsdom is torn down, or React touches `window` after it is gone.
afterAll(async () => {
  feedback.clear();
  Toast.clear();
  Dialog.clear();
  await new Promise((resolve) => setTimeout(resolve, 300));
});

// jsdom lacks browser APIs that antd-mobile touches.
installJsdomShims();
