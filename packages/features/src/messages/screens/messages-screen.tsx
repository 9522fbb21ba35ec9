import { appPaths } from '../../app/routes/index';
import { feedback } from '@jijin/ui';
import { Button, Tabs } from 'antd-mobile';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import type { Schemas } from '../../app/api-types';
import { PagedRow } from '../../shared/blocks';
import { errorMessage } from '../../shared/errors';
import { ListRowLink } from '../../shared/list-row-link';
import { byId, PagedList } from '../../shared/paged-list';
import { useUnreadMessages } from '../../shared/message-notices';
import { useListMessagesPagesInfiniteQuery, useReadAllMessagesMutation } from '../api';
import { CATEGORY_TABS, messageTime } from '../categories';
import s from '../messages.module.css';

type Category = Schemas['MessageCategory'];

/**
 * /accounts/messages/?category=: the message centre — newest first, 20 a page (the contract's
 * pager), a tab per category, an unread dot on each unread message, 全部已读 for the tab shown.
 */
export function MessagesScreen() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('category');
  const category = CATEGORY_TABS.some((t) => t.key === raw && raw !== 'all')
    ? (raw as Category)
    : undefined;
  const unread = useUnreadMessages();
  const [readAll, readAllState] = useReadAllMessagesMutation();
  const query = useListMessagesPagesInfiniteQuery({ page_size: 20, category });
  const unreadHere = category ? (unread.data?.[category] ?? 0) : (unread.data?.total ?? 0);
  const markAll = async () => {
    try {
      await readAll({ body: category ? { category } : {} }).unwrap();
      feedback.toast('已全部标为已读');
      void query.refetch();
    } catch (e) {
      feedback.toast(errorMessage(e));
    }
  };
  return (
    <Page title="消息中心">
      <Tabs
        activeKey={category ?? 'all'}
        onChange={(key) => setParams(key === 'all' ? {} : { category: key }, { replace: true })}
      >
        {CATEGORY_TABS.map((t) => (
          <Tabs.Tab key={t.key} title={t.label} />
        ))}
      </Tabs>
      <div className={s.toolbar}>
        <span>{unreadHere > 0 ? `${unreadHere}条未读` : '没有未读消息'}</span>
        <Button
          size="small"
          fill="none"
          disabled={unreadHere === 0}
          loading={readAllState.isLoading}
          onClick={() => void markAll()}
        >
          全部已读
        </Button>
        <Link to={appPaths.fundAlerts()}>基金提醒</Link>
        <Link to={appPaths.messageSettings()}>消息设置</Link>
      </div>
      <PagedList
        query={query}
        keyOf={byId}
        label="消息列表"
        emptyText="暂无消息"
        itemKey={(m) => m.id}
        render={(m) => (
          <PagedRow>
            <ListRowLink
              to={appPaths.messageDetail(m.id)}
              title={
                <>
                  {!m.read && <span className={s.dot} aria-hidden />}
                  {!m.read && <span className={s.srOnly}>未读</span>}
                  {m.title}
                </>
              }
              description={<span className={s.preview}>{m.content}</span>}
              extra={<span className={s.time}>{messageTime(m.created_at)}</span>}
            />
          </PagedRow>
        )}
      />
    </Page>
  );
}

export default MessagesScreen;
