import { appPaths } from '../../app/routes/index';
import { EmptyState, ListRow, ListRows } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { useServices } from '../../app/services-context';
import { fundCompareList, type CompareEntry } from '../../research/components/compare-list';
import { FundSearch } from '../../research/components/fund-search';
import s from '../../research/components/research.module.css';

/**
 * /symbols/funds/compare/?symbol&abbr_name — the compare list (kept on the device): the query
 * adds a fund; search adds more; pick two to open the comparison detail.
 */
export function CompareScreen() {
  const { storage } = useServices();
  const store = useMemo(() => fundCompareList(storage), [storage]);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [items, setItems] = useState<CompareEntry[]>(() => store.all());
  const [picked, setPicked] = useState<string[]>([]);
  const symbol = params.get('symbol');
  const name = params.get('abbr_name');
  useEffect(() => {
    if (symbol && /^\d{6}$/.test(symbol)) {
      setItems(store.add({ symbol, abbr_name: name ?? symbol }));
      setPicked((p) => (p.includes(symbol) ? p : [symbol, ...p].slice(0, 2)));
    }
  }, [store, symbol, name]);
  const add = (e: CompareEntry) => setItems(store.add(e));
  const toggle = (code: string, on: boolean) =>
    setPicked((p) =>
      on ? [...p.filter((x) => x !== code), code].slice(-2) : p.filter((x) => x !== code),
    );
  return (
    <Page title="基金对比">
      <section className={s.card} aria-labelledby="cmp-add">
        <h2 id="cmp-add" className={s.title}>
          添加基金
        </h2>
        <FundSearch
          action={(r, clear) => (
            <Button
              size="small"
              onClick={() => {
                add({ symbol: r.symbol, abbr_name: r.abbr_name });
                clear();
              }}
            >
              加入
            </Button>
          )}
        />
      </section>
      <section className={s.card} aria-labelledby="cmp-list">
        <h2 id="cmp-list" className={s.title}>
          对比列表（选择2只）
        </h2>
        {items.length === 0 ? (
          <EmptyState description="对比列表为空，请先添加基金" />
        ) : (
          <ListRows label="对比列表" flush>
            {items.map((e) => (
              <ListRow
                key={e.symbol}
                title={
                  <label>
                    <input
                      type="checkbox"
                      checked={picked.includes(e.symbol)}
                      onChange={(ev) => toggle(e.symbol, ev.target.checked)}
                    />{' '}
                    {e.abbr_name} <span className={s.code}>{e.symbol}</span>
                  </label>
                }
                action={
                  <Button
                    size="mini"
                    fill="none"
                    aria-label={`移除${e.abbr_name}`}
                    onClick={() => {
                      setItems(store.remove(e.symbol));
                      toggle(e.symbol, false);
                    }}
                  >
                    移除
                  </Button>
                }
              />
            ))}
          </ListRows>
        )}
        <div className={s.actions}>
          <Button
            block
            color="primary"
            disabled={picked.length !== 2}
            onClick={() => navigate(appPaths.fundComparison(picked[0]!, picked[1]!))}
          >
            开始对比
          </Button>
        </div>
      </section>
    </Page>
  );
}

export default CompareScreen;
