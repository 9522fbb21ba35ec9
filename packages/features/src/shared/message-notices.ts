import { appPaths } from '../app/routes/index';
import { useEffect } from 'react';
import { useServices } from '../app/services-context';
import { useGetUnreadMessagesQuery } from './api';

/** Storage key: the id of the last message handed to the host's `notify`. */
export const NOTIFIED_MESSAGE_KEY = 'ls_notified_message_id';

/** How often the unread count is asked again while a screen using it is shown, in ms. */
export const UNREAD_POLL_MS = 60_000;

/**
 * The unread messages of the message centre (GET /messages/unread/), asked on mount and every
 * {@link UNREAD_POLL_MS} ms. When there are unread messages and the host has `notify` (native
 * apps, mini-program), the newest one, if unread and not handed over before, is handed to the host
 * once; the web has no `notify` and shows the count only.
 */
export function useUnreadMessages() {
  const { api, bridge, storage } = useServices();
  const q = useGetUnreadMessagesQuery(undefined, {
    pollingInterval: UNREAD_POLL_MS,
    refetchOnMountOrArgChange: true,
  });
  const total = q.data?.total ?? 0;
  useEffect(() => {
    const notify = bridge.notify?.bind(bridge);
    if (!notify || total === 0) return;
    let cancelled = false;
    void (async () => {
      try {
        const page = await api.get('/messages/', { params: { query: { page: 1, page_size: 1 } } });
        const m = page.results[0];
        const last = Number(storage.getItem(NOTIFIED_MESSAGE_KEY) ?? 0);
        if (cancelled || !m || m.read || m.id <= last) return;
        storage.setItem(NOTIFIED_MESSAGE_KEY, String(m.id));
        await notify({
          id: m.id,
          title: m.title,
          body: m.content,
          link: appPaths.messageDetail(m.id),
        });
      } catch {
        // the message stays in the inbox
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [api, bridge, storage, total]);
  return q;
}
