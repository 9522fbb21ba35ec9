import type { ReactNode } from 'react';
import { ListRow, ListRows } from '@jijin/ui';
import { useState } from 'react';
import type { ApiData } from '../../app/api-types';
import { fundSearchArgs, useSearchSymbolsQuery } from '../../shared/api';
import { useDebounced } from '../../shared/use-debounced';
import s from './research.module.css';

type Hit = ApiData<'/search/symbols/', 'get'>['results'][number];

/**
 * A fund search box (code, name or pinyin initials; spec 001 §9: 5 results, type 3) whose results
 * are list cells (ui's `ListRow`: name, code) each carrying the caller's action — 加入 on the compare list, a link to the fund's style.
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
      {q !== '' && (search.data?.results ?? []).length > 0 && (
        <ListRows label="搜索结果" flush>
          {search.data!.results.map((r) => (
            <ListRow
              key={r.symbol}
              title={r.abbr_name}
              description={r.symbol}
              action={action(r, () => setText(''))}
            />
          ))}
        </ListRows>
      )}
      {q !== '' && search.data && search.data.results.length === 0 && (
        <p className={s.muted}>没有找到基金</p>
      )}
    </>
  );
}
