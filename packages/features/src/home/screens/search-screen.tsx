import { searchHistory, appPaths } from '@jijin/core';
import { EmptyState, ErrorState } from '@jijin/ui';
import { Button, Input } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Page, PageLoading } from '../../app/page';
import { useServices } from '../../app/services-context';
import { errorMessage } from '../../shared/errors';
import { useSharedSearchSymbolsQuery } from '../../shared/api';
import styles from '../home.module.css';

/**
 * /search/?q= (spec 000 §2-3): searches funds by code, name or pinyin (GET /search/symbols/);
 * past searches come from core's search history (newest first, de-duplicated, read back as 9
 * when it holds more than 10).
 */
export function SearchScreen() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useState(q);
  const { storage } = useServices();
  const history = useMemo(() => searchHistory(storage), [storage]);
  const [past, setPast] = useState(() => history.all());
  const results = useSharedSearchSymbolsQuery(q, { skip: !q });

  const search = (value: string) => {
    const v = value.trim();
    setText(v);
    if (v) setPast(history.add(v));
    setParams(v ? { q: v } : {}, { replace: true });
  };

  return (
    <Page title="搜索">
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          search(text);
        }}
        style={{ padding: '8px 12px', background: '#fff' }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <label htmlFor="jj-search-input" className="jj-visually-hidden">
            搜索基金
          </label>
          <Input
            id="jj-search-input"
            type="search"
            enterKeyHint="search"
            placeholder="基金代码、名称或拼音"
            value={text}
            onChange={setText}
            clearable
            onClear={() => search('')}
            style={{ flex: 1, background: '#f5f5f5', borderRadius: 16, padding: '4px 12px' }}
          />
          <Button type="submit" size="small" color="primary" fill="none">
            搜索
          </Button>
        </div>
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
              <ul
                style={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 8,
                  listStyle: 'none',
                  margin: 0,
                  padding: 0,
                }}
              >
                {past.map((item) => (
                  <li key={item}>
                    <Button size="mini" shape="rounded" onClick={() => search(item)}>
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
      ) : results.isFetching && !results.data ? (
        <PageLoading />
      ) : results.error ? (
        <ErrorState
          title="搜索失败"
          description={errorMessage(results.error)}
          onRetry={() => void results.refetch()}
        />
      ) : (results.data?.results.length ?? 0) === 0 ? (
        <EmptyState title="没有找到相关基金" description="换个关键词试试" />
      ) : (
        <section className={styles.section} aria-label="搜索结果">
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {results.data?.results.map((s) => (
              <li key={s.symbol} className={styles.kv}>
                <Link to={appPaths.fundDetail(s.symbol)}>{s.abbr_name}</Link>
                <span className={styles.muted}>{s.symbol}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Page>
  );
}

export default SearchScreen;
