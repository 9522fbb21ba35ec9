import {
  markTradeDetailJump,
  readOrigin,
  rememberOrigin,
  type OriginKind,
} from '@jijin/core/navigation';
import { MoneyInput, TradePasswordDialog } from '@jijin/ui';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { appPaths } from '../app/routes/index';
import { useServices } from '../app/services-context';
import {
  errorTitle,
  isDefinitiveRejection,
  useIdempotencyKey,
  useSingleFlight,
} from './trade-attempt';

/** Props of {@link SharesInput}. */
export interface SharesInputProps {
  /** The field's name and label, e.g. 卖出份额, 转换份额. */
  label: string;
  /** The trade's verb in the placeholder: 最多可{verb}{available}{unit}, e.g. 卖出, 转换. */
  verb: string;
  /** Shares (or yuan) that may be traded, a decimal string; unknown: 请输入{label}. */
  available?: string | null;
  /** Default 份. */
  unit?: string;
  /** What is typed, a decimal string. */
  value: string;
  onChange: (value: string) => void;
  /** The rule's message under the field; '' or null shows none. */
  error?: string | null;
  /** A 全部 button filling `available` (needs `available`). */
  all?: boolean;
  /** Other quick picks after the unit (e.g. 1/4, 1/3, 1/2, 全部), in place of `all`. */
  extra?: ReactNode;
}

/**
 * The shares field of a sell or switch: ui's MoneyInput named `shares` (2 decimals), the
 * placeholder saying how many may be traded (最多可卖出885.98份), the check's message, and the
 * quick picks — 全部 (`all`) or the screen's own (`extra`).
 */
export function SharesInput({
  label,
  verb,
  available,
  unit = '份',
  value,
  onChange,
  error,
  all,
  extra,
}: SharesInputProps) {
  const known = available !== null && available !== undefined;
  return (
    <MoneyInput
      label={label}
      unit={unit}
      value={value}
      onChange={onChange}
      placeholder={known ? `最多可${verb}${available}${unit}` : `请输入${label}`}
      error={error || undefined}
      name="shares"
      extra={
        all && known ? (
          <Button size="mini" fill="none" color="primary" onClick={() => onChange(available)}>
            全部
          </Button>
        ) : (
          extra
        )
      }
    />
  );
}

/** What a trade mutation returns: RTK Query's trigger result, whose `unwrap()` gives the trade. */
interface TradeCall {
  unwrap(): Promise<{ id: number }>;
}

/** Props of {@link TradeConfirm}. */
export interface TradeConfirmProps<B extends object> {
  /** Whether the password dialog is shown (the screen's 确定 button opens it). */
  visible: boolean;
  /** Hides the dialog: 取消, the mask, or after the trade is placed. */
  onClose: () => void;
  /** The order without its password; null while the screen's check fails (nothing is sent). */
  order: B | null;
  /** The mutation trigger, called with the order plus `password` and the attempt's key. */
  send: (args: { body: NoInfer<B> & { password: string }; idempotencyKey: string }) => TradeCall;
  /** The origin (buy/sell or portfolio) the trade detail's 完成 returns to (spec 000 §2). */
  origin: OriginKind;
  /** The mutation is pending: 取消 does not close the dialog. */
  busy?: boolean;
  /** Under the dialog's title: what is traded and when it confirms. */
  description?: ReactNode;
}

/**
 * The trade password step of a trade (spec 000 §4, §7): ui's TradePasswordDialog sending
 * `order` + password once per attempt — the Idempotency-Key of `trade-attempt` (kept for retries
 * of the same order, new after a success or a 4xx), a second submit joining the first — then the
 * trade detail (`appPaths.tradeDetail`, replacing this screen), whose 完成 returns to the
 * `origin` remembered before the trade. A failure stays in the dialog as the server's message.
 */
export function TradeConfirm<B extends object>({
  visible,
  onClose,
  order,
  send,
  origin,
  busy = false,
  description,
}: TradeConfirmProps<B>) {
  const navigate = useNavigate();
  const { cookies } = useServices();
  const { keyFor, settle } = useIdempotencyKey();
  const submit = useSingleFlight(async (password: string) => {
    if (!order) return;
    const idempotencyKey = keyFor(JSON.stringify(order));
    try {
      const trade = await send({ body: { ...order, password }, idempotencyKey }).unwrap();
      settle();
      onClose();
      markTradeDetailJump(cookies);
      rememberOrigin(cookies, 'tradeDetail', readOrigin(cookies, origin));
      navigate(appPaths.tradeDetail(trade.id), { replace: true });
    } catch (e) {
      if (isDefinitiveRejection(e)) settle();
      throw new Error(errorTitle(e), { cause: e });
    }
  });
  return (
    <TradePasswordDialog
      visible={visible}
      description={description}
      onSubmit={submit}
      onClose={() => {
        if (!busy) onClose();
      }}
    />
  );
}
