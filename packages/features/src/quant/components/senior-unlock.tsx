import { formatDate, formatMoney } from '@jijin/core';
import { appPaths } from '../../app/routes/index';
import { TradePasswordDialog, feedback } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { selectIsLoggedIn } from '../../app/auth-slice';
import { useAppSelector } from '../../app/store';
import { Section, blocks } from '../../shared/blocks';
import {
  errorTitle,
  isDefinitiveRejection,
  useIdempotencyKey,
  useSingleFlight,
} from '../../shared/trade-attempt';
import { useSubscribeQuantSeniorFactorMutation } from '../api';

/**
 * Unlocking the senior factors (spec 001 §7 Quant: POST …/quant_senior_factor/subscribe/): the
 * price leaves the cash account, so the trade password and one Idempotency-Key per attempt; a
 * guest goes to login first and comes back. Success toasts 订阅成功 (spec 001 §8) and the analysis
 * refetches with the factors unlocked.
 */
export function SeniorUnlock({ service }: { service: Schemas['MemberService'] }) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const here = useLocation();
  const [subscribe, state] = useSubscribeQuantSeniorFactorMutation();
  const [open, setOpen] = useState(false);
  const { keyFor, settle } = useIdempotencyKey();
  const submit = useSingleFlight(async (password: string) => {
    const idempotencyKey = keyFor(service.code);
    try {
      await subscribe({ body: { password }, idempotencyKey }).unwrap();
      settle();
      setOpen(false);
      feedback.toast('订阅成功');
    } catch (e) {
      if (isDefinitiveRejection(e)) settle();
      throw new Error(errorTitle(e), { cause: e });
    }
  });
  const price = `${formatMoney(service.price)}元${service.period_days ? ` / ${service.period_days}天` : ''}`;
  return (
    <Section title="高级因子">
      {service.subscribed ? (
        <p className={blocks.muted}>已订阅{service.name}，高级因子已解锁。</p>
      ) : (
        <>
          <p className={blocks.muted}>
            夏普比率、阿尔法、贝塔、风格与行业集中度为高级因子，订阅「{service.name}」后查看（
            {price}，从现金账户支付）。
          </p>
          <Button
            block
            color="primary"
            loading={state.isLoading}
            disabled={state.isLoading}
            onClick={() =>
              loggedIn
                ? setOpen(true)
                : navigate(appPaths.login({ next: here.pathname + here.search }))
            }
          >
            {loggedIn ? `订阅解锁（${price}）` : '登录后订阅解锁'}
          </Button>
          <TradePasswordDialog
            visible={open}
            description={`${service.name}：从现金账户支付 ${formatMoney(service.price)} 元`}
            onSubmit={submit}
            onClose={() => {
              if (!state.isLoading) setOpen(false);
            }}
          />
        </>
      )}
    </Section>
  );
}

/** "截至 2026-04-17" style date text, -- when missing. */
export function dateText(d: string | null | undefined): string {
  return d ? formatDate(d) : '--';
}
