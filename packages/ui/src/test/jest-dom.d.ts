/**
 * jest-dom 6's vitest typings augment `Assertion<T>`, but vitest 5's Assertion takes `<R, T>`,
 * so the matchers are registered on vitest 5's `Matchers<R, T>` extension point instead.
 */
import type { TestingLibraryMatchers } from '@testing-library/jest-dom/matchers';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-explicit-any, @typescript-eslint/no-unused-vars
  interface Matchers<R, T> extends TestingLibraryMatchers<any, R> {}
}
