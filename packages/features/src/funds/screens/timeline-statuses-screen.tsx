import { formatDateTime } from '@jijin/core';
import { PAGE_SIZE } from '@jijin/core/constants';
import { STATUS_CONTENT_TYPES, statusLabel } from '@jijin/core/status';
import { appPaths } from '../../app/routes/index';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { byId, PagedList } from '../../shared/paged-list';
import { useGetSymbolTimelinePagesInfiniteQuery } from '../api';
import { Screen } from '../components/screen';
import styles from '../funds.module.css';

const TABS: readonly { key: string; label: string }[] = [
  { key: '', label: '全部' },
  { key: '10', label: '资讯' },
  { key: '20', label: '公告' },
  { key: '30', label: '研报' },
];

/** Plain text of a post body (posts may carry HTML; only text is shown in the list). */
function plain(text: string): string {
  return text.replace(/<[^>]*>/g, '').slice(0, 120);
}

/**
 * /s/{symbol}/timeline_statuses/ (?content_type=): news, announcements and research about the
 * symbol (spec 001 §3 Status post, content types 10 / 20 / 30), 20 a page; each opens the post
 * (/statuses/{id}, where it is rendered sanitized with its comments and likes).
 */
export function TimelineStatusesScreen() {
  const { symbol = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const type = params.get('content_type') ?? '';
  const query = useGetSymbolTimelinePagesInfiniteQuery({
    symbol,
    page_size: PAGE_SIZE,
    content_type: type || undefined,
  });
  return (
    <Screen title="资讯公告">
      <div role="tablist" aria-label="内容类型" className={styles.tabs}>
        {TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            role="tab"
            aria-selected={t.key === type}
            className={`${styles.tab} ${t.key === type ? styles.tabActive : ''}`}
            onClick={() => setParams(t.key ? { content_type: t.key } : {}, { replace: true })}
          >
            {t.label}
          </button>
        ))}
      </div>
      <PagedList
        query={query}
        keyOf={byId}
        label="资讯公告"
        emptyText="暂无资讯"
        itemKey={(p) => p.id}
        render={(p) => (
          <article className={`${styles.row} ${styles.post}`}>
            <h2 className={styles.rowName}>
              <Link to={appPaths.statusDetail(p.id)}>{p.title || plain(p.text).slice(0, 30)}</Link>
            </h2>
            <p className={styles.rowSub}>{plain(p.text)}</p>
            <p className={styles.rowSub}>
              {statusLabel(STATUS_CONTENT_TYPES, p.content_type)} · {p.source ?? p.user.username} ·{' '}
              {formatDateTime(p.publish_at)}
            </p>
          </article>
        )}
      />
    </Screen>
  );
}

export default TimelineStatusesScreen;
