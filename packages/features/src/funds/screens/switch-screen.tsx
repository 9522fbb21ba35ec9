import { checkFundSwitch, formatMoney } from '@jijin/core';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { LoadState } from '../../shared/load-state';
import { SharesInput, TradeConfirm } from '../../shared/shares-trade';
import { useDebounced } from '../../shared/use-debounced';
import { useGetFundQuery } from '../api';
import { FundTitle } from '../components/fund-title';
import { Screen } from '../components/screen';
import {
  useGetFundSwitchEstimateQuery,
  useSwitchFundMutation,
  useGetFundSwitchTargetsQuery,
} from '../switch-api';
import styles from '../funds.module.css';
import { sharesString } from '../../shared/shares';

/**
 * /s/{symbol}/switch/: 基金转换 (designed) — pick a fund of the same company
 * (ineligible ones say why), enter shares (全部), the server's live estimate (fee = redemption fee
 * by lot + 申购补差费, the NAV date T and the confirmation date, estimated shares in), trade
 * password, then the trade detail (both legs with their status). Core's `checkFundSwitch` checks
 * before asking.
 */
export function SwitchScreen() {
  const { symbol = '' } = useParams();
  const fundQ = useGetFundQuery({ symbol });
  const targetsQ = useGetFundSwitchTargetsQuery({ symbol });
  const [target, setTarget] = useState<string | null>(null);
  const [shares, setShares] = useState('');
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [switchFund, switchState] = useSwitchFundMutation();

  const fund = fundQ.data;
  const info = targetsQ.data;
  const chosen = info?.results.find((t) => t.fund.symbol === target) ?? null;
  const companyId = fund?.company?.id ?? null;
  const check =
    fund && info
      ? checkFundSwitch({
          from: {
            symbol,
            company_id: companyId,
            allow_switch: !fund.is_bao,
            stale: Boolean(fund.nav_stale),
          },
          to: chosen
            ? {
                symbol: chosen.fund.symbol,
                company_id: companyId,
                allow_switch: chosen.eligible,
                stale: Boolean(chosen.fund.nav_stale),
              }
            : null,
          shares,
          shares_enable: info.shares_enable,
          shares_min: info.shares_min,
        })
      : null;
  const message =
    check && !check.ok ? (chosen && !chosen.eligible ? chosen.reason : check.message) : '';
  const valid = Boolean(check?.ok);
  const settled = useDebounced(shares);
  const estimateQ = useGetFundSwitchEstimateQuery(
    { symbol, target: target ?? '', shares: valid && settled ? sharesString(settled) : '0' },
    { skip: !valid || !settled || !target },
  );
  const estimate = valid && settled === shares ? estimateQ.data : undefined;
  const dates = estimate
    ? `按${estimate.trade_date}净值转出、转入，预计${estimate.confirm_date}确认`
    : '';

  const order = target && check?.ok ? { symbol, target, shares: sharesString(shares) } : null;

  return (
    <Screen title={`基金转换${fund ? ` · ${fund.abbr_name}` : ''}`}>
      <LoadState query={fundQ}>
        <LoadState query={targetsQ}>
          {fund && info && (
            <>
              <section className={styles.card} aria-label="转出基金">
                <FundTitle fund={fund} />
                <p className={styles.muted}>
                  可转换{info.shares_enable}份
                  {info.company_name ? `，可转入${info.company_name}旗下基金` : ''}
                </p>
                {info.reason && (
                  <p className={styles.orange} role="alert">
                    {info.reason}
                  </p>
                )}
              </section>
              <section className={styles.card} aria-labelledby="switch-target-title">
                <h2 id="switch-target-title" className={styles.sectionTitle}>
                  转入基金
                </h2>
                {info.results.length === 0 ? (
                  <p className={styles.muted}>该基金公司暂无可转入的基金</p>
                ) : (
                  <div className={styles.switchTargets} role="radiogroup" aria-label="转入基金">
                    {info.results.map((t) => (
                      <button
                        key={t.fund.symbol}
                        type="button"
                        role="radio"
                        aria-checked={t.fund.symbol === target}
                        disabled={!t.eligible}
                        className={styles.switchTarget}
                        onClick={() => setTarget(t.fund.symbol)}
                      >
                        <span>
                          {t.fund.abbr_name}（{t.fund.symbol}）
                        </span>
                        <span className={styles.muted}>
                          {t.eligible
                            ? `净值日期 ${t.net_value_date ?? '--'}`
                            : (t.reason ?? '暂不可转入')}
                        </span>
                      </button>
                    ))}
                  </div>
                )}
              </section>
              <section className={styles.card} aria-label="转换份额">
                <SharesInput
                  label="转换份额"
                  verb="转换"
                  available={info.shares_enable}
                  value={shares}
                  onChange={setShares}
                  error={target && message}
                  all
                />
                {estimate && (
                  <div role="group" aria-label="转换估算" aria-live="polite">
                    <dl className={styles.switchEstimate}>
                      <dt>预估手续费</dt>
                      <dd>{formatMoney(estimate.fee)}元</dd>
                      <dt>其中赎回费</dt>
                      <dd>{formatMoney(estimate.redemption_fee)}元</dd>
                      <dt>申购补差费</dt>
                      <dd>{formatMoney(estimate.top_up_fee)}元</dd>
                      <dt>预估转入份额</dt>
                      <dd>{estimate.shares_in}份</dd>
                    </dl>
                  </div>
                )}
              </section>
              {dates && (
                <p className={styles.confirmLine} data-testid="switch-confirmation">
                  {dates}
                </p>
              )}
              <p className={`${styles.note} ${styles.muted}`} role="note">
                转换按转出、转入当日（T日）净值计算，预估金额以基金公司确认为准；转换手续费为赎回费加申购补差费。
              </p>
              <div className={styles.actions}>
                <Button
                  block
                  color="primary"
                  size="large"
                  disabled={!valid || !estimate || switchState.isLoading}
                  onClick={() => setPasswordOpen(true)}
                >
                  确定转换
                </Button>
              </div>
              <TradeConfirm
                visible={passwordOpen}
                onClose={() => setPasswordOpen(false)}
                order={order}
                send={switchFund}
                origin="buySell"
                busy={switchState.isLoading}
                description={
                  <>
                    转出{shares || '0'}份至{chosen?.fund.abbr_name ?? ''}
                    {dates && <div>{dates}</div>}
                  </>
                }
              />
            </>
          )}
        </LoadState>
      </LoadState>
    </Screen>
  );
}

export default SwitchScreen;
