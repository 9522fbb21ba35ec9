import { searchHistory } from '@jijin/core';
import { SYMBOL_STYPES, statusLabel } from '@jijin/core/status';
import { NavFreshnessTag, PercentText } from '@jijin/ui';
import { appPaths } from '../../app/routes/index';
import { Button, SearchBar } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useServices } from '../../app/services-context';
import { fundSearchArgs, useSearchSymbolsQuery } from '../../shared/api';
import { LoadState } from '../../shared/load-state';
import { DelistedTag } from '../../shared/delisted-tag';
import { Screen } from '../components/screen';
import { useRememberFundOrigin } from '../components/use-open-fund';
import { useDebounced } from '../../shared/use-debounced';
import styles from '../funds.module.css';

/**
 * /search/?q=: find a fund by code, name or pinyin initials (`hxcz` finds 000001 华夏成长混合)
 * over the whole master list, 5 suggestions (spec 001 §9), each with its 近1年 return and NAV, or
 * 暂无净值数据 when the server has none, with the local search history (core's list: newest first,
 * de-duplicated, 9 shown when more than 10 are held).
 */
export function SearchScreen() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { storage } = useServices();
  const history = useMemo(() => searchHistory(storage), [storage]);
  const [recent, setRecent] = useState(() => history.all());
  const [q, setQ] = useState(params.get('q') ?? '');
  const term = useDebounced(q.trim(), 250);
  const results = useSearchSymbolsQuery(fundSearchArgs(term), { skip: term === '' });

  const rememberOrigin = useRememberFundOrigin();
  const open = (symbol: string) => {
    rememberOrigin();
    if (q.trim()) setRecent(history.add(q.trim()));
    navigate(appPaths.fundDetail(symbol));
  };

  return (
    <Screen title="搜索">
      <div className={styles.card}>
        <SearchBar
          aria-label="搜索基金"
          placeholder="基金代码/名称/拼音首字母"
          value={q}
          autoFocus
          onChange={(v) => {
            setQ(v);
            setParams(v ? { q: v } : {}, { replace: true });
          }}
          onSearch={(v) => {
            if (v.trim()) setRecent(history.add(v.trim()));
          }}
        />
      </div>
      {term === '' ? (
        <section className={styles.card} aria-labelledby="history-title">
          <div className={styles.sectionHead}>
            <h2 id="history-title" className={styles.sectionTitle}>
              搜索历史
            </h2>
            {recent.length > 0 && (
              <Button
                size="mini"
                fill="none"
                onClick={() => {
                  history.clear();
                  setRecent([]);
                }}
              >
                清空
              </Button>
            )}
          </div>
          {recent.length === 0 ? (
            <p className={styles.muted}>暂无搜索历史</p>
          ) : (
            <ul className={styles.chips} aria-label="搜索历史">
              {recent.map((h) => (
                <li key={h}>
                  <button type="button" className={styles.chip} onClick={() => setQ(h)}>
                    {h}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : (
        <section className={styles.card} aria-label="搜索结果">
          <LoadState
            query={results}
            empty={results.isSuccess && (results.data?.results.length ?? 0) === 0}
          >
            <ul className={styles.rows} aria-label="搜索结果">
              {(results.data?.results ?? []).map((s) => (
                <li key={s.symbol} className={styles.row}>
                  <button type="button" className={styles.rowLink} onClick={() => open(s.symbol)}>
                    <span className={styles.rowMain}>
                      <span className={styles.rowName}>
                        {s.abbr_name} <DelistedTag fund={s} />
                      </span>
                      <span className={styles.rowSub}>
                        {s.symbol} · {statusLabel(SYMBOL_STYPES, s.symbol_stype)} · {s.pinyin}
                      </span>
                    </span>
                    {/* a fund the server has no NAV for says 暂无净值数据: never a figure */}
                    <span className={styles.rowSide}>
                      {s.net_value == null ? (
                        <NavFreshnessTag stale navDate={null} />
                      ) : (
                        <>
                          <span className={styles.rowPct}>
                            <PercentText value={s.percent_year} />
                          </span>
                          <span className={styles.rowSub}>{`近1年 · 净值 ${s.net_value}`}</span>
                          <NavFreshnessTag stale={s.nav_stale} navDate={s.net_value_date} />
                        </>
                      )}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </LoadState>
        </section>
      )}
    </Screen>
  );
}

export default SearchScreen;
