import type { Locator } from '@playwright/test';

/**
 * The row of a ui `ListRow` list whose link's name matches `name`: the innermost list item holding
 * that link (a paged list's item holds a one-row list of its own). A row's figures, preview and
 * time sit beside its link, not inside it, so they are read from the row.
 */
export function rowOfLink(list: Locator, name: RegExp | string): Locator {
  return list
    .getByRole('listitem')
    .filter({ has: list.page().getByRole('link', { name }) })
    .last();
}
