import type { ReactNode } from 'react';
import { useState } from 'react';
import type { ApiData } from '../../app/api-types';
import { fundSearchArgs, useSearchSymbolsQuery } from '../../shared/api';
import { useDebounced } from '../../shared/use-debounced';
import s from './research.module.css';

type Hit = ApiData<'/search/symbols/', 'get'>['results'][number];

/**
 * A fund search box (code, name or pinyin initials; spec 001 §9: 5 results, type 3) whose results
 * each carry the caller's action — 加入 on the compare list, a link to the fund's style.
 */
export function FundSearch({
  label = '搜索基金代码、名称或拼音',
  action,
}: {
  label?: string;
  /** What each result offers; `clear` empties the box (after adding, say). */
  action: (hit: Hit, clear: () => void) => ReactNode;
}) {
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 300);
  const search = useSearchSymbolsQuery(fundSearchArgs(q), { skip: q === '' });
  return (
    <>
      <label className={s.field}>
        {label}
        <input value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      {q !== '' && (
        <ul className={s.rows} aria-label="搜索结果">
          {(search.data?.results ?? []).map((r) => (
            <li key={r.symbol} className={s.row}>
              <span className={s.rowMain}>
                <span className={s.name}>{r.abbr_name}</span>
                <span className={s.code}>{r.symbol}</span>
              </span>
              {action(r, () => setText(''))}
            </li>
          ))}
          {search.data && search.data.results.length === 0 && (
            <li className={s.muted}>没有找到基金</li>
          )}
        </ul>
      )}
    </>
  );
}
