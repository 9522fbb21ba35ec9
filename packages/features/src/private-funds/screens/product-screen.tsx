import { appPaths } from '../../app/routes/index';
import { BigNumber, ExampleTag } from '@jijin/ui';
import { Link, useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { LoadState } from '../../shared/load-state';
import { useGetMyPrivateFundRiskQuery, useGetPrivateFundProductQuery } from '../api';
import s from './screens.module.css';

/**
 * /privatefunds/fund_xinshili/: a sandbox private product. Its details stay hidden until the viewer
 * has declared qualified-investor status (去认定) and taken the private-fund risk test (去测评);
 * 立即预约 only when the risk type covers the product's level (spec 001 §2, §6; README).
 */
export function PrivateFundProductScreen() {
  const { slug = 'fund_xinshili' } = useParams();
  const q = useGetPrivateFundProductQuery({ slug });
  const p = q.data;
  const mine = useGetMyPrivateFundRiskQuery(undefined, { skip: !p?.risk_tested });
  const last = p?.net_values?.at(-1);
  const level = p ? `R${p.risk_level}` : '';
  const covered = mine.data ? mine.data.investment_risk >= (p?.risk_level ?? 6) : false;
  return (
    <Page title="私募产品">
      <LoadState query={q}>
        {p && (
          <>
            <div className={s.section}>
              <h2>
                {p.abbr_name}
                {p.is_example && <ExampleTag className={s.badge} />}
              </h2>
              {p.is_example && <p className={s.note}>本产品仅供演示，不是真实发行的私募产品。</p>}
            </div>
            {p.qualified && p.risk_tested && p.net_values ? (
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
                <div className={s.row}>
                  <span>风险等级</span>
                  <span>{level}</span>
                </div>
                {mine.data && !covered ? (
                  <p className={s.error} role="note">
                    您的私募风险测评结果为{mine.data.investment_risk_display}，低于本产品风险等级
                    {level}
                    ，暂不能预约。
                  </p>
                ) : null}
                <div className={s.actions}>
                  {!mine.data ? null : covered ? (
                    <Link className={s.cta} to={appPaths.privateFundReserve(p.slug)}>
                      立即预约
                    </Link>
                  ) : (
                    <Link className={s.secondary} to={appPaths.privateFundRiskMine(p.slug)}>
                      查看测评结果
                    </Link>
                  )}
                </div>
              </div>
            ) : p.qualified ? (
              <div className={s.section}>
                <p className={s.note}>
                  您已完成合格投资者认定。根据私募基金募集规定，查看产品详情前还需完成私募风险测评。
                </p>
                <div className={s.actions}>
                  <Link className={s.cta} to={appPaths.privateFundRiskQuestions(p.slug)}>
                    去测评
                  </Link>
                </div>
              </div>
            ) : (
              <div className={s.section}>
                <p className={s.note}>
                  根据私募基金募集规定，产品详情仅向完成认定和风险测评的合格投资者展示。请先完成合格投资者认定。
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
