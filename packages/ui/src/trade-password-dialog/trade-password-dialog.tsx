import { TRADE_PASSWORD_LENGTH } from '@jijin/core/constants';
import { ACCOUNT_MESSAGES } from '@jijin/core/messages';
import { canSubmitTradePassword } from '@jijin/core/validation';
import { Button } from 'antd-mobile';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PasscodeField } from './passcode-field';
import { cx } from '../utils/cx';
import { ModalFrame } from '../modal-frame/modal-frame';
import type { NativeProps } from '../utils/native-props';
import './trade-password-dialog.css';

export type TradePasswordDialogProps = NativeProps & {
  visible: boolean;
  /**
   * Submits the 6-digit password. Resolve to close the flow (the caller hides the dialog);
   * reject with an Error whose message is shown under the input and stays visible.
   */
  onSubmit: (password: string) => Promise<void>;
  /** 取消 or the mask was tapped. */
  onClose: () => void;
  /** Default 请输入交易密码 */
  title?: ReactNode;
  /** Text under the title, e.g. 买入金额 1,000.00 元. */
  description?: ReactNode;
  /** When given, a 忘记密码？ link is shown. */
  onForgot?: () => void;
  /** An error to show from outside (kept visible like a submit error). */
  error?: ReactNode;
};

function errorText(e: unknown): string {
  if (e instanceof Error && e.message) return e.message;
  if (typeof e === 'string' && e) return e;
  return '交易密码验证失败，请重试';
}

/**
 * The trade password dialog (spec 000 §4): a 6-digit passcode, 确定 disabled until 6 digits are
 * entered (core's `canSubmitTradePassword`), busy label 提交中 while `onSubmit` runs, and its
 * error kept visible until the next submit. The digits are cleared after a failed submit.
 * Framed by the CSS-only {@link ModalFrame} (no antd-mobile Dialog: a lighter first chunk).
 */
export function TradePasswordDialog({
  visible,
  onSubmit,
  onClose,
  title = '请输入交易密码',
  description,
  onForgot,
  error: outerError,
  className,
  ...native
}: TradePasswordDialogProps) {
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ReactNode>(null);
  const passcodeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!visible) {
      setPassword('');
      setError(null);
      setBusy(false);
    }
  }, [visible]);

  const submit = async () => {
    if (!canSubmitTradePassword(password) || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit(password);
    } catch (e) {
      setError(errorText(e));
      setPassword('');
      passcodeRef.current?.focus();
    } finally {
      setBusy(false);
    }
  };

  const shownError = error ?? outerError;
  const titleText = typeof title === 'string' ? title : '请输入交易密码';

  return (
    <ModalFrame
      visible={visible}
      position="center"
      onMaskClick={busy ? undefined : onClose}
      className={cx('jj-dialog', className)}
    >
      <div {...native} role="dialog" aria-modal="true" aria-label={titleText}>
        {title && <div className="jj-dialog__title">{title}</div>}
        <div className="jj-trade-password">
          {description && <div className="jj-trade-password__desc">{description}</div>}
          <PasscodeField
            ref={passcodeRef}
            length={TRADE_PASSWORD_LENGTH}
            value={password}
            error={Boolean(shownError)}
            onChange={setPassword}
            onEnter={submit}
          />
          {shownError && (
            <div className="jj-trade-password__error" role="alert">
              {shownError}
            </div>
          )}
          {onForgot && (
            <button type="button" className="jj-trade-password__forgot" onClick={onForgot}>
              忘记密码？
            </button>
          )}
          <div className="jj-trade-password__actions">
            <Button block fill="outline" disabled={busy} onClick={onClose}>
              取消
            </Button>
            <Button
              block
              color="primary"
              disabled={!canSubmitTradePassword(password) || busy}
              onClick={submit}
            >
              {busy ? ACCOUNT_MESSAGES.submitting : '确定'}
            </Button>
          </div>
        </div>
      </div>
    </ModalFrame>
  );
}
