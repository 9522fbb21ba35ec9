/** Money strings (exact decimals, 2 places half-up; 亿元 to yuan), percent numbers and masks for shown identifiers. */
import Decimal from 'decimal.js';

export const money = (v: Decimal.Value): string =>
  new Decimal(v).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
export const pctNum = (v: string | null | undefined): number | null =>
  v === null || v === undefined || v === '' ? null : Number(v);
export const maskCard = (no: string): string => `${no.slice(0, 4)} **** **** ${no.slice(-4)}`;
export const maskName = (n: string): string => (n.length <= 1 ? n : `*${n.slice(1)}`);
export const maskId = (id: string): string => `${id.slice(0, 3)}***********${id.slice(-4)}`;
export const maskMobile = (m: string): string =>
  m.length === 11 ? `${m.slice(0, 3)}****${m.slice(7)}` : m;
/** 亿元 (decimal string, '' as 0) -> yuan, 2 places: "29.37" -> "2937000000.00". */
export const yiToYuan = (yi: string): string => new Decimal(yi || 0).times(1e8).toFixed(2);
