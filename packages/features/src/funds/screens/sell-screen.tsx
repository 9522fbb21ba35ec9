import { checkFundSell, formatMoney } from '@jijin/core';
import { TRADE_MESSAGES } from '@jijin/core/messages';
import { appPaths } from '../../app/routes/index';
import { BankCardPicker } from '@jijin/ui';
import { Button, List } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import type { BankCard, FundShare } from '@jijin/core/api';
import {
  useGetFundFareRatioQuery,
  useGetFundQuery,
  useGetSellFeeQuery,
  useSellFundMutation,
} from '../api';
import { tradeConfirmationLine } from '../confirmation-line';
import { useGetMyFundSharesQuery } from '../../shared/api';
import { FundTitle } from '../components/fund-title';
import { PenaltyConfirm, SellEstimatePanel, SellFractions } from '../components/sell-estimate';
import { useGetSellEstimateByLotQuery } from '../sell-estimate-api';
import { LoadState } from '../../shared/load-state';
import { Screen } from '../components/screen';
import { SharesInput, TradeConfirm } from '../../shared/shares-trade';
import { useDebounced } from '../../shared/use-debounced';
import styles from '../funds.module.css';
import { sharesString } from '../../shared/shares';

/** The card a share sits on, carrying that share's sellable amounts (what core's sell check reads). */
function cardOf(share: FundShare): BankCard | null {
  if (!share.bank_card) return null;
  return {
    ...share.bank_card,
    shares_enable: share.shares_enable,
    shares_current: share.shares_current,
  };
}

/**
 * /s/{symbol}/sell/: sell (赎回) shares held on a card — core's `checkFundSell`, fee and amount
 * estimate, the NAV date and arrival date of a sell placed now (the server's timetable), the sell
 * note, trade password (repeating that line), one trade per attempt.
 */
export function SellScreen() {
  const { symbol = '' } = useParams();
  const fundQ = useGetFundQuery({ symbol });
  const sharesQ = useGetMyFundSharesQuery({ symbol });
  // the timetable is the server's answer for an order placed now: asked again when older than 30 s
  const rulesQ = useGetFundFareRatioQuery({ symbol }, { refetchOnMountOrArgChange: 30 });
  const [shareIndex, setShareIndex] = useState<number | null>(null);
  const [shares, setShares] = useState('');
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [sell, sellState] = useSellFundMutation();

  const list = useMemo(() => sharesQ.data ?? [], [sharesQ.data]);
  useEffect(() => {
    if (shareIndex === null && list.length > 0) setShareIndex(0);
  }, [list, shareIndex]);

  const fund = fundQ.data;
  const bao = Boolean(fund?.is_bao);
  const share = shareIndex !== null ? (list[shareIndex] ?? null) : null;
  const card = share ? cardOf(share) : null;
  const cards = list.map(cardOf).filter((c): c is BankCard => c !== null);
  const check = fund
    ? checkFundSell({ shares, fund, bankCard: card, shares_enable: share?.shares_enable })
    : null;
  const message = check && !check.ok ? check.message : '';
  const valid = Boolean(check?.ok);
  const settled = useDebounced(shares);
  const feeQ = useGetSellFeeQuery(
    {
      symbol,
      shares: valid && settled ? sharesString(settled) : '0',
      ...(share?.id ? { share_id: share.id } : {}),
      ...(card ? { bank_card_id: card.id } : {}),
    },
    { skip: !valid || !settled },
  );
  const estimateQ = useGetSellEstimateByLotQuery(
    {
      symbol,
      shares: valid && settled ? sharesString(settled) : '0',
      ...(card ? { bank_card_id: card.id } : {}),
    },
    { skip: !valid || !settled || bao },
  );
  const estimate = valid && settled === shares ? estimateQ.data : undefined;
  // 确定卖出 waits for the estimate of what is typed, so a 7-day penalty is always asked first
  const estimatePending = !bao && valid && (settled !== shares || estimateQ.isFetching);
  const [penaltyAsk, setPenaltyAsk] = useState(false);
  const unit = bao ? '元' : '份';
  const confirmation = tradeConfirmationLine(rulesQ.data?.timetable, 'sell');
  const word = bao ? '转出' : '卖出';

  const order =
    card && check?.ok ? { symbol, shares: sharesString(shares), bank_card_id: card.id } : null;

  // The bao money fund is sold by transfer-out (POST /funds/bao/sell/), not here.
  if (fund?.is_bao) return <Navigate to={appPaths.baoSell()} replace />;

  return (
    <Screen title={`${word}${fund ? ` · ${fund.abbr_name}` : ''}`}>
      <LoadState query={fundQ}>
        <LoadState query={sharesQ} empty={sharesQ.isSuccess && list.length === 0}>
          {fund && (
            <>
              <section className={styles.card} aria-label="基金">
                <FundTitle fund={fund} />
              </section>
              <List className={styles.card}>
                <BankCardPicker
                  label="到账银行卡"
                  cards={cards}
                  value={card?.id ?? null}
                  onChange={(id) => {
                    setShareIndex(list.findIndex((s) => s.bank_card?.id === id));
                    setShares('');
                  }}
                  describe={(c) => `可${word}${c.shares_enable ?? '0.00'}${unit}`}
                />
              </List>
              <section className={styles.card} aria-label={`${word}${bao ? '金额' : '份额'}`}>
                <SharesInput
                  label={`${word}${bao ? '金额' : '份额'}`}
                  verb={word}
                  unit={unit}
                  available={share?.shares_enable}
                  value={shares}
                  onChange={setShares}
                  error={message}
                  extra={
                    share ? (
                      <SellFractions available={share.shares_enable} onPick={setShares} />
                    ) : undefined
                  }
                />
                {valid && feeQ.data && (
                  <p className={styles.feeLine} aria-live="polite">
                    {feeQ.data.amount_estimate && (
                      <>预估金额 {formatMoney(feeQ.data.amount_estimate, { grouping: true })}元，</>
                    )}
                    预估手续费 {formatMoney(feeQ.data.fare)}元
                  </p>
                )}
                {estimate && <SellEstimatePanel estimate={estimate} />}
              </section>
              {confirmation && (
                <p className={styles.confirmLine} data-testid="sell-confirmation">
                  {confirmation}
                </p>
              )}
              <p className={`${styles.note} ${styles.muted}`} role="note">
                {TRADE_MESSAGES.sellNote}
              </p>
              <div className={styles.actions}>
                <Button
                  block
                  color="primary"
                  size="large"
                  disabled={!valid || sellState.isLoading || estimatePending}
                  onClick={() =>
                    estimate && Number(estimate.penalty_shares) > 0
                      ? setPenaltyAsk(true)
                      : setPasswordOpen(true)
                  }
                >
                  确定{word}
                </Button>
              </div>
              <PenaltyConfirm
                estimate={estimate}
                visible={penaltyAsk}
                onCancel={() => setPenaltyAsk(false)}
                onConfirm={() => {
                  setPenaltyAsk(false);
                  setPasswordOpen(true);
                }}
              />
              <TradeConfirm
                visible={passwordOpen}
                onClose={() => setPasswordOpen(false)}
                order={order}
                send={sell}
                // spec 000 §2 / 001 §2: 完成 returns where the sell began (default /)
                origin="buySell"
                busy={sellState.isLoading}
                description={
                  <>
                    {word}
                    {bao ? '金额' : '份额'} {shares || '0'} {unit}
                    {confirmation && <div>{confirmation}</div>}
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

export default SellScreen;
