import { route, withQuery } from './route';

const M = '/accounts/messages';

/** Screens of the 'messages' area: the message centre, its settings and fund alerts (designed). */
export const messagesRoutes = {
  /** The inbox; `category` one of trade / fixed / alert / activity. */
  messages: route('/accounts/messages/', (q?: { category?: string }) => withQuery(`${M}/`, q)),
  messageDetail: route(
    '/accounts/messages/:id/',
    (id: number | string) => `${M}/${encodeURIComponent(String(id))}/`,
  ),
  messageSettings: route('/accounts/messages/settings/', () => `${M}/settings/`),
  /** Fund alerts; `symbol` preselects the fund of a new alert. */
  fundAlerts: route('/accounts/messages/alerts/', (q?: { symbol?: string }) =>
    withQuery(`${M}/alerts/`, q),
  ),
} as const;
