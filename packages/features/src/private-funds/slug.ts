/**
 * The product slug a query parameter names, or undefined: letters, digits and `_` only, so a
 * crafted value never becomes another path (the product page is `/privatefunds/{slug}/`).
 */
export function productSlug(value: string | null): string | undefined {
  return value && /^[a-z0-9_]{1,40}$/.test(value) ? value : undefined;
}
