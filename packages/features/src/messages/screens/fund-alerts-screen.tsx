import { appPaths } from '../../app/routes/index';
import { EmptyState, FormField, ListRows, feedback } from '@jijin/ui';
import { Button, Input } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import type { Schemas } from '../../app/api-types';
import { errorMessage, fieldError } from '../../shared/errors';
import { ListRowLink } from '../../shared/list-row-link';
import { QueryState } from '../../shared/query-state';
import {
  useCreateFundAlertMutation,
  useDeleteFundAlertMutation,
  useListFundAlertsQuery,
} from '../api';
import s from '../messages.module.css';

type Kind = Schemas['FundAlertKind'];

/** The alert kinds, their labels and what the threshold means. */
export const ALERT_KINDS: readonly { kind: Kind; label: string; unit: string; hint: string }[] = [
  {
    kind: 'day_change',
    label: '单日涨跌幅',
    unit: '%',
    hint: '确认净值的单日涨跌幅达到±该值时提醒',
  },
  {
    kind: 'nav_target',
    label: '目标净值',
    unit: '元',
    hint: '确认净值升至或跌破该值时提醒，每次穿越提醒一次',
  },
  {
    kind: 'holding_return',
    label: '持有收益率',
    unit: '%',
    hint: '持有收益率升至或跌破该值时提醒（需持有该基金）',
  },
];

/** How an alert reads in the list: 单日涨跌幅 ±2%, 目标净值 1.1300元, 持有收益率 15%. */
function alertText(a: Schemas['FundAlert']): string {
  const k = ALERT_KINDS.find((x) => x.kind === a.kind)!;
  return `${k.label} ${a.kind === 'day_change' ? '±' : ''}${a.threshold}${k.unit}`;
}

/**
 * /accounts/messages/alerts/?symbol=: the investor's fund alerts — evaluated on each day's
 * confirmed NAV (never an estimate), an 提醒 message when one fires — with a form to add one and
 * a delete on each.
 */
export function FundAlertsScreen() {
  const [params] = useSearchParams();
  const [symbol, setSymbol] = useState(params.get('symbol') ?? '');
  const [kind, setKind] = useState<Kind>('day_change');
  const [threshold, setThreshold] = useState('');
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const q = useListFundAlertsQuery();
  const [create, createState] = useCreateFundAlertMutation();
  const [remove] = useDeleteFundAlertMutation();
  const current = ALERT_KINDS.find((k) => k.kind === kind)!;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: Record<string, string | undefined> = {};
    if (!/^\d{6}$/.test(symbol)) next.symbol = '请输入6位基金代码';
    if (!/^-?\d+(\.\d+)?$/.test(threshold)) next.threshold = '请输入正确的数值';
    setErrors(next);
    if (next.symbol || next.threshold) return;
    try {
      await create({ body: { symbol, kind, threshold } }).unwrap();
      feedback.toast('提醒已设置');
      setThreshold('');
    } catch (err) {
      const symbolError = fieldError(err, 'symbol');
      const thresholdError = fieldError(err, 'threshold');
      const kindError = fieldError(err, 'kind');
      setErrors({ symbol: symbolError, threshold: thresholdError, kind: kindError });
      if (!symbolError && !thresholdError && !kindError) feedback.toast(errorMessage(err));
    }
  };

  const del = async (a: Schemas['FundAlert']) => {
    if (!(await feedback.confirm({ title: '删除提醒', content: `删除${a.fund_name}的提醒？` })))
      return;
    try {
      await remove({ id: a.id }).unwrap();
      feedback.toast('提醒已删除');
    } catch (err) {
      feedback.toast(errorMessage(err));
    }
  };

  return (
    <Page title="基金提醒">
      <form className={s.form} onSubmit={(e) => void submit(e)} aria-label="新建提醒" noValidate>
        <FormField label="基金代码" error={errors.symbol}>
          {(ids) => (
            <Input
              id={ids.inputId}
              name="symbol"
              inputMode="numeric"
              maxLength={6}
              placeholder="如 000001"
              value={symbol}
              aria-invalid={errors.symbol ? true : undefined}
              aria-describedby={errors.symbol ? ids.errorId : undefined}
              onChange={(v) => setSymbol(v.trim())}
            />
          )}
        </FormField>
        <fieldset className={s.kinds}>
          <legend>提醒类型</legend>
          {ALERT_KINDS.map((k) => (
            <label key={k.kind}>
              <input
                type="radio"
                name="kind"
                value={k.kind}
                checked={kind === k.kind}
                onChange={() => setKind(k.kind)}
              />{' '}
              {k.label}
            </label>
          ))}
        </fieldset>
        {errors.kind && (
          <p className={s.error} role="alert">
            {errors.kind}
          </p>
        )}
        <FormField
          label={`${current.label}（${current.unit}）`}
          error={errors.threshold}
          hint={current.hint}
        >
          {(ids) => (
            <Input
              id={ids.inputId}
              name="threshold"
              inputMode="decimal"
              placeholder={kind === 'nav_target' ? '如 1.2000' : '如 2'}
              value={threshold}
              aria-invalid={errors.threshold ? true : undefined}
              aria-describedby={errors.threshold ? ids.errorId : ids.hintId}
              onChange={(v) => setThreshold(v.trim())}
            />
          )}
        </FormField>
        <Button type="submit" color="primary" block loading={createState.isLoading}>
          设置提醒
        </Button>
      </form>
      <section className={s.card} aria-labelledby="alerts-title">
        <h2 id="alerts-title">我的提醒</h2>
        <QueryState query={q}>
          {(alerts) =>
            alerts.length === 0 ? (
              <EmptyState title="还没有提醒" description="按确认净值提醒，不使用盘中估值" />
            ) : (
              <ListRows label="我的提醒" flush>
                {alerts.map((a) => (
                  <ListRowLink
                    key={a.id}
                    to={appPaths.fundDetail(a.symbol)}
                    title={a.fund_name}
                    description={
                      <span className={s.alertLines}>
                        <span>{alertText(a)}</span>
                        <span>
                          {a.fired_count > 0
                            ? `已提醒${a.fired_count}次，最近一次为${a.last_fired_date}的净值`
                            : '尚未触发'}
                        </span>
                      </span>
                    }
                    action={
                      <Button
                        size="mini"
                        color="danger"
                        aria-label={`删除${a.fund_name}${alertText(a)}提醒`}
                        onClick={() => void del(a)}
                      >
                        删除
                      </Button>
                    }
                  />
                ))}
              </ListRows>
            )
          }
        </QueryState>
      </section>
    </Page>
  );
}

export default FundAlertsScreen;
