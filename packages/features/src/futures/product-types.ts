/** The product types the futures screens show, in tab order, with their Chinese names (001 §7 ?product_type=). */
export const PRODUCT_TYPES = [
  { key: 'commodity', label: '商品期货' },
  { key: 'financial', label: '金融期货' },
  { key: 'asset_management', label: '资管产品' },
] as const;

export type ProductType = (typeof PRODUCT_TYPES)[number]['key'];

/** The type in a query value, or the default (commodity) for a missing or unknown one. */
export function productTypeOf(value: string | null): ProductType {
  return PRODUCT_TYPES.find((t) => t.key === value)?.key ?? 'commodity';
}
