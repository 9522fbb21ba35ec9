import { formatBigNumber, formatDate, formatPercent } from '@jijin/core';
import { HOLDER_ATLAS } from '../constants';
import { ListRowLink } from '../../shared/list-row-link';
import { appPaths } from '../../app/routes/index';
import { ListRow, ListRows } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useGetHoldersAnalyseQuery } from '../../shared/api';
import { hasStockPage } from '../../shared/asset-allocation';
import s from '../../research/components/research.module.css';

/** Spec 001 §9: the atlas shows at most 4 stocks, plus a view-all entry when there are over 5. */
export const ATLAS_SHOWN = HOLDER_ATLAS.maxStocks;
export const ATLAS_VIEW_ALL_OVER = HOLDER_ATLAS.viewAllOver;

/**
 * Whether the atlas folds to {@link ATLAS_SHOWN} stocks with 查看全部. Over 5 it does (spec 001
 * §9); with exactly 5 it does too — "at most 4 stocks" holds and the fifth is never hidden without
 * a way to see it (README "Holders atlas").
 */
export function atlasFolds(count: number): boolean {
  return count >= ATLAS_VIEW_ALL_OVER;
}

/**
 * /s/{symbol}/holders_atlas/?type=holders_atlas — the stocks a fund holds at its latest report,
 * with how many funds hold each in their top 10 (a "who else holds it" atlas).
 */
export function HoldersAtlasScreen() {
  const { symbol = '' } = useParams();
  const [params] = useSearchParams();
  const [all, setAll] = useState(false);
  const q = useGetHoldersAnalyseQuery({
    symbol,
    type: params.get('type') ?? 'holders_atlas',
  });
  return (
    <Page title="持仓图谱">
      <section className={s.card}>
        <QueryState query={q}>
          {(d) => {
            const over = atlasFolds(d.holders.length);
            const rows = all || !over ? d.holders : d.holders.slice(0, ATLAS_SHOWN);
            return (
              <>
                <p className={s.muted}>
                  {formatDate(d.report_date)} 报告期；“同持基金”为全市场前十大重仓该股的基金数
                </p>
                <ListRows label="重仓股" flush>
                  {rows.map((h) => {
                    const row = {
                      title: h.name,
                      description: `占总资产 ${formatPercent(h.percent ?? null, { sign: false }).text} · 市值 ${formatBigNumber(h.market_value ?? null)}元`,
                      extra: `同持基金 ${h.funds_count ?? '--'} 只`,
                    };
                    // a stock without a page of its own is a plain row
                    return hasStockPage(h.symbol) ? (
                      <ListRowLink key={h.id} to={appPaths.stockDetail(h.symbol)} {...row} />
                    ) : (
                      <ListRow key={h.id} {...row} />
                    );
                  })}
                </ListRows>
                {over && !all && (
                  <Button block fill="outline" onClick={() => setAll(true)}>
                    查看全部（{d.holders.length}）
                  </Button>
                )}
              </>
            );
          }}
        </QueryState>
      </section>
    </Page>
  );
}

export default HoldersAtlasScreen;
