import { withQuery } from './query';

const M = '/accounts/messages';

/** Screens of the 'messages' area: the message centre, its settings and fund alerts (designed). */
export const messagesPaths = {
  /** The inbox; `category` one of trade / fixed / alert / activity. */
  messages: (q?: { category?: string }) => withQuery(`${M}/`, q),
  messageDetail: (id: number | string) => `${M}/${encodeURIComponent(String(id))}/`,
  messageSettings: () => `${M}/settings/`,
  /** Fund alerts; `symbol` preselects the fund of a new alert. */
  fundAlerts: (q?: { symbol?: string }) => withQuery(`${M}/alerts/`, q),
} as const;
