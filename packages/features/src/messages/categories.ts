import type { Schemas } from '../app/api-types';

/** The inbox's category tabs, in order (the contract's MessageCategory, plus 全部). */
export const CATEGORY_TABS: readonly { key: Schemas['MessageCategory'] | 'all'; label: string }[] =
  [
    { key: 'all', label: '全部' },
    { key: 'trade', label: '交易' },
    { key: 'fixed', label: '定投' },
    { key: 'alert', label: '提醒' },
    { key: 'activity', label: '活动' },
  ];

/** What each category holds, for the settings screen. */
export const CATEGORY_NOTES: Record<Schemas['MessageCategory'], string> = {
  trade: '买入、卖出确认，交易失败，资金到账，分红到账',
  fixed: '定投扣款成功或失败',
  alert: '您设置的基金净值、涨跌幅、持有收益提醒',
  activity: '红包即将过期',
};

/** `2026-04-21T10:00:00+08:00` -> `2026-04-21 10:00` (Beijing time as the server wrote it). */
export function messageTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}
