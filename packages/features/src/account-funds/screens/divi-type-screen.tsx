import { DIVIDEND_TYPE_OPTIONS } from '@jijin/core/constants';
import { TRADE_MESSAGES } from '@jijin/core/messages';
import { DIVIDEND_TYPES, findStatus } from '@jijin/core/status';
import { DIVI_TYPE_CHANGE_RETURN_MS } from '../constants';
import { TradePasswordDialog, feedback } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { LoadState } from '../../shared/load-state';
import { errorTitle, useSingleFlight } from '../../shared/trade-attempt';
import { useChangeDiviTypeMutation, useGetMyFundInfoQuery } from '../api';
import styles from '../account-funds.module.css';

/**
 * /accounts/funds/{symbol}/divi_type/: change the dividend type (1 红利再投资, 2 现金分红) with
 * the trade password; on success the toast 提交成功 and back after 1.5 s (spec 001 §4).
 */
export function DiviTypeScreen() {
  const { symbol = '' } = useParams();
  const q = useGetMyFundInfoQuery({ symbol });
  const [change] = useChangeDiviTypeMutation();
  const navigate = useNavigate();
  const [picked, setChoice] = useState<1 | 2 | null>(null);
  const [open, setOpen] = useState(false);
  const current = q.data?.divi_type ?? null;
  const changing = Boolean(findStatus(DIVIDEND_TYPES, current)?.changing);
  const choice: 1 | 2 | null = picked ?? (current === 1 || current === 2 ? current : null);

  const submit = useSingleFlight(async (password: string) => {
    if (!q.data || choice === null) return;
    try {
      await change({ body: { fund_id: q.data.fund.id, divi_type: choice, password } }).unwrap();
      setOpen(false);
      feedback.toast(TRADE_MESSAGES.submitSuccess, { duration: DIVI_TYPE_CHANGE_RETURN_MS });
      setTimeout(() => navigate(-1), DIVI_TYPE_CHANGE_RETURN_MS);
    } catch (e) {
      throw new Error(errorTitle(e), { cause: e });
    }
  });

  return (
    <Page title="修改分红方式">
      <LoadState query={q}>
        {q.data && (
          <>
            <fieldset className={`${styles.card} ${styles.radios}`} disabled={changing}>
              <legend>{q.data.fund.abbr_name}</legend>
              {DIVIDEND_TYPE_OPTIONS.map((code) => (
                <label key={code} className={styles.radio}>
                  <input
                    type="radio"
                    name="divi_type"
                    value={code}
                    checked={choice === code}
                    onChange={() => setChoice(code)}
                  />
                  {findStatus(DIVIDEND_TYPES, code)?.label}
                  {current === code ? '（当前）' : ''}
                </label>
              ))}
            </fieldset>
            {changing && <p className={styles.orange}>分红方式变更中，确认后可再次修改</p>}
            <div className={styles.actions}>
              <Button
                block
                color="primary"
                disabled={changing || choice === null || choice === current}
                onClick={() => setOpen(true)}
              >
                确定
              </Button>
            </div>
            <TradePasswordDialog visible={open} onSubmit={submit} onClose={() => setOpen(false)} />
          </>
        )}
      </LoadState>
    </Page>
  );
}

export default DiviTypeScreen;
