import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/**
 * A lazily loaded screen for a route's `lazy` (one chunk per screen module, loaded on first visit).
 * @param load imports the module whose default export is the screen
 */
export function lazyScreen<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  props?: P,
): NonNullable<RouteObject['lazy']> {
  return async () => {
    const { default: Screen } = await load();
    return props ? { element: <Screen {...props} /> } : { Component: Screen as ComponentType };
  };
}
