import { appPaths } from '../../app/routes/index';
import { EmptyState } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { COMPANY_LIST_ARGS, useListFundCompaniesQuery } from '../../shared/api';
import { useScreenFundsQuery, type ScreenQuery } from '../../research/api';
import { FundRows, type FundRowField } from '../../research/components/fund-rows';
import s from '../../research/components/research.module.css';

const TYPES = [
  ['300', '股票型'],
  ['301', '混合型'],
  ['302', '债券型'],
  ['303', '指数型'],
  ['305', 'QDII'],
  ['310', 'FOF'],
] as const;
const RISKS = [
  ['1', '低'],
  ['2', '中低'],
  ['3', '中'],
  ['4', '中高'],
  ['5', '高'],
] as const;
const PERIODS = [
  ['week', '近1周', 'percent_week'],
  ['month', '近1月', 'percent_month'],
  ['season', '近3月', 'percent_season'],
  ['year', '近1年', 'percent_year'],
] as const;
const SORTS = [
  ['-percent', '区间收益从高到低'],
  ['percent', '区间收益从低到高'],
  ['-scale', '规模从大到小'],
  ['-tenure', '经理任职从长到短'],
  ['fare', '申购费率从低到高'],
] as const;

type Period = ScreenQuery['period'];

/** A number from a text box, or undefined when blank; NaN marks bad input. */
function numberOf(v: string | null): number | undefined {
  if (v === null || v.trim() === '') return undefined;
  return Number(v);
}

/**
 * /symbols/funds/advance/ — the fund screener (spec 001 §2): type, company, risk level, size,
 * return over a period, manager tenure and fee; sorted; every filter is kept in the query
 * string so a screen can be shared and survives a reload.
 */
export function ScreenerScreen() {
  const [params, setParams] = useSearchParams();
  const list = (k: string) => (params.get(k) ?? '').split(',').filter(Boolean);
  const [draft, setDraft] = useState({
    return_min: params.get('return_min') ?? '',
    scale_min: params.get('scale_min') ?? '',
    scale_max: params.get('scale_max') ?? '',
  });
  const [error, setError] = useState('');
  const period = (params.get('period') ?? 'year') as NonNullable<Period>;
  const query: ScreenQuery = {
    type: list('type').join(',') || undefined,
    risk: list('risk').join(',') || undefined,
    period,
    return_min: numberOf(params.get('return_min')),
    scale_min: numberOf(params.get('scale_min')),
    scale_max: numberOf(params.get('scale_max')),
    tenure_min: numberOf(params.get('tenure_min')),
    fare_max: numberOf(params.get('fare_max')),
    company_id: numberOf(params.get('company_id')),
    sort: params.get('sort') ?? '-percent',
    page: Number(params.get('page') ?? 1),
    page_size: 20,
  };
  const q = useScreenFundsQuery(query);
  const companies = useListFundCompaniesQuery(COMPANY_LIST_ARGS);
  const update = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === undefined || v === '') next.delete(k);
      else next.set(k, v);
    }
    if (!('page' in patch)) next.delete('page');
    setParams(next, { replace: true });
  };
  const toggle = (k: string, v: string) => {
    const cur = list(k);
    update({ [k]: (cur.includes(v) ? cur.filter((x) => x !== v) : [...cur, v]).join(',') });
  };
  const applyNumbers = () => {
    for (const [k, v] of Object.entries(draft))
      if (v.trim() !== '' && !Number.isFinite(Number(v))) {
        setError(k === 'return_min' ? '请输入正确的收益率' : '请输入正确的规模（亿元）');
        return;
      }
    if (draft.scale_min && draft.scale_max && Number(draft.scale_min) > Number(draft.scale_max)) {
      setError('规模上限不能小于下限');
      return;
    }
    setError('');
    update(draft);
  };
  const field = PERIODS.find((p) => p[0] === period)![2] as FundRowField;
  return (
    <Page title="高级选基">
      <section className={s.card} aria-label="筛选条件">
        <fieldset className={s.fieldset}>
          <legend>基金类型</legend>
          <div className={s.chips}>
            {TYPES.map(([v, label]) => (
              <Button
                key={v}
                size="small"
                color={list('type').includes(v) ? 'primary' : 'default'}
                aria-pressed={list('type').includes(v)}
                onClick={() => toggle('type', v)}
              >
                {label}
              </Button>
            ))}
          </div>
        </fieldset>
        <label className={s.field}>
          基金公司
          <select
            value={params.get('company_id') ?? ''}
            onChange={(e) => update({ company_id: e.target.value })}
          >
            <option value="">不限</option>
            {(companies.data?.results ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.abbr_name ?? c.name}
              </option>
            ))}
          </select>
        </label>
        <fieldset className={s.fieldset}>
          <legend>风险等级</legend>
          <div className={s.chips}>
            {RISKS.map(([v, label]) => (
              <Button
                key={v}
                size="small"
                color={list('risk').includes(v) ? 'primary' : 'default'}
                aria-pressed={list('risk').includes(v)}
                onClick={() => toggle('risk', v)}
              >
                {label}
              </Button>
            ))}
          </div>
        </fieldset>
        <label className={s.field}>
          收益区间
          <select value={period} onChange={(e) => update({ period: e.target.value })}>
            {PERIODS.map(([v, label]) => (
              <option key={v} value={v}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className={s.field}>
          区间收益不低于（%）
          <input
            inputMode="decimal"
            value={draft.return_min}
            onChange={(e) => setDraft({ ...draft, return_min: e.target.value })}
          />
        </label>
        <div className={s.kv}>
          <label className={s.field}>
            规模下限（亿元）
            <input
              inputMode="decimal"
              value={draft.scale_min}
              onChange={(e) => setDraft({ ...draft, scale_min: e.target.value })}
            />
          </label>
          <label className={s.field}>
            规模上限（亿元）
            <input
              inputMode="decimal"
              value={draft.scale_max}
              onChange={(e) => setDraft({ ...draft, scale_max: e.target.value })}
            />
          </label>
        </div>
        <label className={s.field}>
          基金经理任职
          <select
            value={params.get('tenure_min') ?? ''}
            onChange={(e) => update({ tenure_min: e.target.value })}
          >
            <option value="">不限</option>
            <option value="1">1年以上</option>
            <option value="3">3年以上</option>
            <option value="5">5年以上</option>
            <option value="10">10年以上</option>
          </select>
        </label>
        <label className={s.field}>
          申购费率（折后）
          <select
            value={params.get('fare_max') ?? ''}
            onChange={(e) => update({ fare_max: e.target.value })}
          >
            <option value="">不限</option>
            <option value="0">免申购费</option>
            <option value="0.1">0.10%及以下</option>
            <option value="0.15">0.15%及以下</option>
          </select>
        </label>
        <label className={s.field}>
          排序
          <select
            value={params.get('sort') ?? '-percent'}
            onChange={(e) => update({ sort: e.target.value })}
          >
            {SORTS.map(([v, label]) => (
              <option key={v} value={v}>
                {label}
              </option>
            ))}
          </select>
        </label>
        {error && (
          <p className={s.error} role="alert">
            {error}
          </p>
        )}
        <div className={s.actions}>
          <Button color="primary" onClick={applyNumbers}>
            筛选
          </Button>
          <Button
            onClick={() => {
              setDraft({ return_min: '', scale_min: '', scale_max: '' });
              setParams(new URLSearchParams(), { replace: true });
            }}
          >
            重置
          </Button>
        </div>
      </section>
      <section className={s.card} aria-labelledby="screener-results">
        <h2 id="screener-results" className={s.title}>
          筛选结果
        </h2>
        <QueryState query={q}>
          {(page) =>
            page.results.length === 0 ? (
              <EmptyState description="没有符合条件的基金，请放宽条件" />
            ) : (
              <>
                <p className={s.muted} aria-live="polite">
                  共 {page.total_count} 只基金
                </p>
                <FundRows
                  funds={page.results}
                  field={field}
                  label="筛选结果"
                  extra={(f) => (
                    <Link
                      className={s.code}
                      to={appPaths.fundCompare({ symbol: f.symbol, abbr_name: f.abbr_name })}
                      aria-label={`把${f.abbr_name}加入对比`}
                    >
                      加入对比
                    </Link>
                  )}
                />
                <div className={s.actions}>
                  <Button
                    size="small"
                    disabled={page.current_page <= 1}
                    onClick={() => update({ page: String(page.current_page - 1) })}
                  >
                    上一页
                  </Button>
                  <span className={s.muted}>
                    第 {page.current_page} / {Math.max(page.total_page, 1)} 页
                  </span>
                  <Button
                    size="small"
                    disabled={page.current_page >= page.total_page}
                    onClick={() => update({ page: String(page.current_page + 1) })}
                  >
                    下一页
                  </Button>
                </div>
              </>
            )
          }
        </QueryState>
      </section>
    </Page>
  );
}

export default ScreenerScreen;
