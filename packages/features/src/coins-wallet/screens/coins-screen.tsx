import { formatMoney } from '@jijin/core';
import { appPaths } from '../../app/routes/index';
import { ListRow, ListRows, feedback } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { ApiData } from '../../app/api-types';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import {
  errorTitle,
  isDefinitiveRejection,
  useIdempotencyKey,
  useSingleFlight,
} from '../../shared/trade-attempt';
import {
  useGetCoinBalanceQuery,
  useExchangeCoinsMutation,
  useGetTaskCoinMutation,
  useGetCoinExchangeLimitationQuery,
  useListCoinExchangeTargetsQuery,
  useListCoinTasksQuery,
} from '../../coins-wallet/api';
import { coinsToYuan, exchangeMessage } from './coins-rules';
import s from './coins.module.css';

/** Exchange into the wallet (spec 001 §7 Coins: limitation with target 2). */
const TARGET_WALLET = 2;

type Task = ApiData<'/coins/tasks/', 'get'>[number];

function TaskRow({ task }: { task: Task }) {
  const [take, state] = useGetTaskCoinMutation();
  const onTake = async () => {
    try {
      const r = await take({ id: task.id }).unwrap();
      feedback.toast(`领取成功，获得${r.coins}金币`);
    } catch (e) {
      feedback.toast(errorTitle(e));
    }
  };
  return (
    <ListRow
      title={task.title}
      description={task.description || undefined}
      extra={<span className={s.up}>+{task.coins}金币</span>}
      action={
        task.status === 2 ? (
          <span className={s.done}>已领取</span>
        ) : task.status === 1 ? (
          <Button size="small" color="primary" loading={state.isLoading} onClick={onTake}>
            领取
          </Button>
        ) : task.url ? (
          <Link className={s.link} to={task.url}>
            去完成
          </Link>
        ) : (
          <span className={s.done}>未完成</span>
        )
      }
    />
  );
}

function ExchangeForm({ balance }: { balance: number }) {
  const limitQ = useGetCoinExchangeLimitationQuery(
    { target: TARGET_WALLET },
    { refetchOnMountOrArgChange: true },
  );
  const targetsQ = useListCoinExchangeTargetsQuery();
  const [coins, setCoins] = useState('');
  const [exchange, state] = useExchangeCoinsMutation();
  const { keyFor, settle } = useIdempotencyKey();
  const inputId = useId();
  const target = targetsQ.data?.find((t) => t.id === TARGET_WALLET);
  const submit = useSingleFlight(async () => {
    const n = Number(coins);
    const key = keyFor(String(n));
    try {
      const r = await exchange({
        body: { target: TARGET_WALLET, coins: n },
        idempotencyKey: key,
      }).unwrap();
      settle();
      setCoins('');
      feedback.toast(`兑换成功，${formatMoney(r.amount)}元已存入钱包`);
    } catch (e) {
      if (isDefinitiveRejection(e)) settle();
      feedback.toast(errorTitle(e));
    }
  });
  return (
    <section className={s.section} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={s.title}>
        {target?.name ?? '兑换现金'}
      </h2>
      <QueryState query={limitQ}>
        {(lim) => {
          const left = Math.max(0, lim.limit_day - lim.used_today);
          const message = exchangeMessage(coins, {
            balance,
            coinsMin: lim.coins_min ?? lim.rate,
            leftToday: left,
          });
          const ok = coins.trim() !== '' && !message;
          return (
            <>
              <label htmlFor={inputId} className={s.hint}>
                兑换金币数（{lim.rate}金币=1元，今日还可兑换{left}金币）
              </label>
              <input
                id={inputId}
                className={s.input}
                inputMode="numeric"
                value={coins}
                placeholder={`最少${lim.coins_min ?? lim.rate}金币`}
                aria-invalid={!!message}
                aria-describedby={message ? `${inputId}-error` : undefined}
                onChange={(e) => setCoins(e.target.value.replace(/[^\d]/g, ''))}
              />
              {message ? (
                <p id={`${inputId}-error`} className={s.error} role="alert">
                  {message}
                </p>
              ) : (
                ok && (
                  <p className={s.hint}>可得{coinsToYuan(Number(coins), lim.rate)}元，存入钱包</p>
                )
              )}
              <Button
                block
                color="primary"
                style={{ marginTop: 12 }}
                disabled={!ok || state.isLoading}
                loading={state.isLoading}
                onClick={() => void submit()}
              >
                立即兑换
              </Button>
            </>
          );
        }}
      </QueryState>
    </section>
  );
}

/**
 * /coins/ (?showExchange=true) (spec 001 §2, §7 Coins): the coin balance, tasks with their
 * progress and 领取 (get_coin), and the exchange into the wallet with its daily limitation.
 */
export function CoinsScreen() {
  const [params, setParams] = useSearchParams();
  const showExchange = params.get('showExchange') === 'true';
  const balanceQ = useGetCoinBalanceQuery(undefined, { refetchOnMountOrArgChange: true });
  const tasksQ = useListCoinTasksQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Page title="我的金币">
      <QueryState query={balanceQ}>
        {(b) => (
          <>
            <section className={s.summary} aria-label="金币余额">
              <p className={s.label}>金币余额</p>
              <p className={s.balance}>{b.balance}</p>
              <div className={s.links}>
                <Link className={s.link} to={appPaths.coinsHistory()}>
                  金币明细
                </Link>
                <Link className={s.link} to={appPaths.walletChanges()}>
                  钱包明细
                </Link>
                {!showExchange && (
                  <Button
                    size="small"
                    color="primary"
                    onClick={() => setParams({ showExchange: 'true' }, { replace: true })}
                  >
                    兑换
                  </Button>
                )}
              </div>
            </section>
            {showExchange && <ExchangeForm balance={b.balance} />}
          </>
        )}
      </QueryState>
      <section className={s.section} aria-labelledby="coins-tasks-title">
        <h2 id="coins-tasks-title" className={s.title}>
          金币任务
        </h2>
        <QueryState query={tasksQ}>
          {(tasks) => (
            <ListRows label="金币任务" flush>
              {tasks.map((t) => (
                <TaskRow key={t.id} task={t} />
              ))}
            </ListRows>
          )}
        </QueryState>
      </section>
    </Page>
  );
}

export default CoinsScreen;
