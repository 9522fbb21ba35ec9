import { searchHistory } from '@jijin/core';
import { SYMBOL_STYPES, statusLabel } from '@jijin/core/status';
import { appPaths } from '../../app/routes/index';
import {
  EmptyState,
  FollowButton,
  ListRow,
  ListRows,
  NavFreshnessTag,
  PercentText,
} from '@jijin/ui';
import { Button, Input } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { selectIsLoggedIn } from '../../app/auth-slice';
import { loginPathFor } from '../../app/guard';
import { Page, PageLoading } from '../../app/page';
import { useServices } from '../../app/services-context';
import { useAppSelector } from '../../app/store';
import { DelistedTag } from '../../shared/delisted-tag';
import { toastError } from '../../shared/errors';
import { QueryState } from '../../shared/query-state';
import { useDebounced } from '../../shared/use-debounced';
import {
  HOME_SEARCH_SIZE,
  useFollowSymbolMutation,
  useListFundsQuery,
  useUnfollowSymbolMutation,
} from '../api';
import styles from '../home.module.css';

type Fund = Schemas['Fund'];

/**
 * /search/?q= (spec 000 §2-3): searches funds as the investor types (debounced by core's
 * `BUTTON_BINDING_DELAY_MS`; code, name or pinyin initials, through the fund list's `q`), each
 * row with its type, NAV and its date, 近1年 (暂无净值数据 for a fund of the master list the server
 * has no NAV for) and 加自选 (a guest is sent to login); past searches
 * come from core's search history (newest first, de-duplicated, read back as 9 when it holds
 * more than 10), recorded on 搜索 and when a result is opened.
 */
export function SearchScreen() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const q = useDebounced(text.trim());
  const { storage } = useServices();
  const history = useMemo(() => searchHistory(storage), [storage]);
  const [past, setPast] = useState(() => history.all());
  const results = useListFundsQuery({ q, page: 1, page_size: HOME_SEARCH_SIZE }, { skip: !q });
  const navigate = useNavigate();

  // The address follows the settled text, so back and a shared link show the same results.
  useEffect(() => {
    if ((params.get('q') ?? '') !== q) setParams(q ? { q } : {}, { replace: true });
  }, [q, params, setParams]);

  const remember = (value: string) => {
    const v = value.trim();
    if (v) setPast(history.add(v));
  };

  return (
    <Page title="搜索">
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          remember(text);
        }}
        className={styles.searchForm}
      >
        <label htmlFor="jj-search-input" className="jj-visually-hidden">
          搜索基金
        </label>
        <Input
          id="jj-search-input"
          type="search"
          enterKeyHint="search"
          placeholder="基金代码、名称或拼音首字母"
          value={text}
          onChange={setText}
          className={styles.searchInput}
        />
        {text && (
          <Button size="small" fill="none" onClick={() => setText('')}>
            清除
          </Button>
        )}
        <Button type="submit" size="small" color="primary" fill="none">
          搜索
        </Button>
      </form>
      {!q ? (
        <section className={styles.section} aria-labelledby="search-history">
          <h2 id="search-history" className={styles.sectionTitle}>
            搜索历史
          </h2>
          {past.length === 0 ? (
            <p className={styles.muted}>暂无搜索历史</p>
          ) : (
            <>
              <ul className={styles.historyList}>
                {past.map((item) => (
                  <li key={item}>
                    <Button
                      size="mini"
                      shape="rounded"
                      onClick={() => {
                        setText(item);
                        remember(item);
                      }}
                    >
                      {item}
                    </Button>
                  </li>
                ))}
              </ul>
              <Button
                size="small"
                fill="none"
                onClick={() => {
                  history.clear();
                  setPast([]);
                }}
              >
                清空历史
              </Button>
            </>
          )}
        </section>
      ) : results.isFetching && results.originalArgs !== q ? (
        <PageLoading label="搜索中" />
      ) : (
        <QueryState query={results}>
          {(page) =>
            page.results.length === 0 ? (
              <EmptyState title="没有找到相关基金" description="换个关键词试试" />
            ) : (
              <section aria-label="搜索结果">
                <ListRows>
                  {page.results.map((f) => (
                    <SearchRow
                      key={f.symbol}
                      fund={f}
                      onOpen={(href) => {
                        remember(q);
                        navigate(href);
                      }}
                    />
                  ))}
                </ListRows>
              </section>
            )
          }
        </QueryState>
      )}
    </Page>
  );
}

/** One result: name (已终止 when delisted), code · type · NAV (date), 近1年, and 加自选 / 删自选. */
function SearchRow({ fund: f, onOpen }: { fund: Fund; onOpen: (href: string) => void }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [follow] = useFollowSymbolMutation();
  const [unfollow] = useUnfollowSymbolMutation();
  const [followed, setFollowed] = useState(Boolean(f.followed));
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const nav = f.net_value
    ? `净值 ${f.net_value}${f.net_value_date ? `（${f.net_value_date.slice(5)}）` : ''}`
    : '';
  return (
    <ListRow
      title={
        <>
          {f.abbr_name} <DelistedTag fund={f} />
        </>
      }
      description={[f.symbol, statusLabel(SYMBOL_STYPES, f.symbol_stype), nav]
        .filter(Boolean)
        .join(' · ')}
      href={appPaths.fundDetail(f.symbol)}
      onNavigate={(href, event) => {
        event.preventDefault();
        onOpen(href);
      }}
      extra={
        // a fund the server has no NAV for (a master-list fund) says so: never a figure
        f.net_value == null && !f.is_bao ? (
          <NavFreshnessTag stale navDate={null} />
        ) : (
          <>
            <PercentText value={f.percent_year} />
            <span className={styles.muted}>近1年</span>
          </>
        )
      }
      action={
        <FollowButton
          size="mini"
          followed={followed}
          aria-label={`${followed ? '删自选' : '加自选'} ${f.abbr_name}`}
          onToggle={async (next) => {
            if (!loggedIn) {
              navigate(loginPathFor(pathname + search));
              return;
            }
            try {
              await (next ? follow : unfollow)({ id: f.id }).unwrap();
              setFollowed(next);
            } catch (error) {
              toastError(error);
            }
          }}
        />
      }
    />
  );
}

export default SearchScreen;
