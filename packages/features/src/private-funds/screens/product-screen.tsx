import { appPaths } from '@jijin/core';
import { BigNumber } from '@jijin/ui';
import { Link, useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { LoadState } from '../../shared/load-state';
import { usePrivateFundsGetProductQuery } from '../api';
import s from './screens.module.css';

/** /privatefunds/fund_xinshili/: a sandbox private product; details hidden until qualified. */
export function PrivateFundProductScreen() {
  const { slug = 'fund_xinshili' } = useParams();
  const q = usePrivateFundsGetProductQuery(slug);
  const p = q.data;
  const last = p?.net_values?.at(-1);
  return (
    <Page title="私募产品">
      <LoadState query={q}>
        {p && (
          <>
            <div className={s.section}>
              <h2>
                {p.abbr_name}
                {p.is_sandbox && <span className={s.badge}>示例/沙盒</span>}
              </h2>
              <p className={s.note}>
                本产品为沙盒示例私募，净值取自真实公募基金的历史净值，仅供演示。
              </p>
            </div>
            {p.qualified && p.net_values ? (
              <div className={s.section}>
                <div className={s.row}>
                  <span>最新净值</span>
                  <span>
                    {last?.net_value ?? '--'}（{last?.date ?? '--'}）
                  </span>
                </div>
                <div className={s.row}>
                  <span>起投金额</span>
                  <BigNumber value={p.amount_min} digits={0} unit="元" />
                </div>
                <div className={s.row}>
                  <span>净值来源</span>
                  <span>公募基金 {p.nav_source}</span>
                </div>
                <div className={s.actions}>
                  <Link className={s.cta} to={appPaths.privateFundReserve(p.slug)}>
                    立即预约
                  </Link>
                </div>
              </div>
            ) : (
              <div className={s.section}>
                <p className={s.note}>
                  根据私募基金募集规定，产品详情仅向合格投资者展示。请先完成合格投资者认定。
                </p>
                <div className={s.actions}>
                  <Link className={s.cta} to={appPaths.privateFundsQualify()}>
                    去认定
                  </Link>
                </div>
              </div>
            )}
          </>
        )}
      </LoadState>
    </Page>
  );
}

export default PrivateFundProductScreen;
