import { appPaths } from '../../app/routes/index';
import { ExampleTag, feedback, FieldInput, FormField } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { errorMessage, fieldError } from '../../shared/errors';
import { LoadState } from '../../shared/load-state';
import { useGetPrivateFundProductQuery, useReservePrivateFundMutation } from '../api';
import s from './screens.module.css';

const CONTACT_TIMES = ['工作日上午', '工作日下午', '工作日晚间', '周末'];
type Field = 'amount' | 'contact_time' | 'mobile';

/** Client-side checks mirroring the sandbox (amount ≥ 100万 yuan, a contact time, 11-digit mobile). */
function reservationFormErrors(v: Record<Field, string>): Partial<Record<Field, string>> {
  const e: Partial<Record<Field, string>> = {};
  if (!/^\d+(\.\d{1,2})?$/.test(v.amount)) e.amount = '请输入正确的预约金额';
  else if (BigInt(v.amount.split('.')[0]!) < 1_000_000n) e.amount = '私募预约金额不能低于100万元';
  if (!CONTACT_TIMES.includes(v.contact_time)) e.contact_time = '请选择方便联系的时间';
  if (v.mobile && !/^1\d{10}$/.test(v.mobile)) e.mobile = '请输入正确的手机号';
  return e;
}

/** /privatefunds/:slug/reservation/: amount and contact time; errors keep what was typed. */
export function PrivateFundReserveScreen() {
  const { slug = 'fund_xinshili' } = useParams();
  const q = useGetPrivateFundProductQuery({ slug });
  const [v, setV] = useState<Record<Field, string>>({ amount: '', contact_time: '', mobile: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [reserve, state] = useReservePrivateFundMutation();
  const navigate = useNavigate();
  const set = (k: Field) => (x: string) => setV((o) => ({ ...o, [k]: x }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const local = reservationFormErrors(v);
    setErrors(local);
    if (Object.keys(local).length || !q.data) return;
    try {
      await reserve({
        body: {
          symbol: q.data.symbol,
          amount: v.amount,
          contact_time: v.contact_time,
          mobile: v.mobile || undefined,
        },
      }).unwrap();
      feedback.toast('预约已提交');
      navigate(appPaths.privateFundsHoldings(), { replace: true });
    } catch (err) {
      const fields: Field[] = ['amount', 'contact_time', 'mobile'];
      setErrors(Object.fromEntries(fields.map((f) => [f, fieldError(err, f)])));
      feedback.toast(errorMessage(err));
    }
  };

  return (
    <Page title="私募预约">
      <LoadState query={q}>
        <form onSubmit={(e) => void submit(e)} aria-label="私募预约">
          <div className={s.section}>
            <p className={s.note}>
              {q.data?.abbr_name}
              {q.data?.is_example && <ExampleTag className={s.badge} />}
            </p>
            <FormField label="预约金额（元）" error={errors.amount}>
              {(ids) => (
                <FieldInput
                  id={ids.inputId}
                  value={v.amount}
                  onChange={set('amount')}
                  inputMode="decimal"
                  placeholder="100万元起"
                  aria-invalid={Boolean(errors.amount)}
                  aria-describedby={errors.amount ? ids.errorId : undefined}
                />
              )}
            </FormField>
            <FormField label="方便联系的时间" error={errors.contact_time}>
              {(ids) => (
                <select
                  id={ids.inputId}
                  className={s.select}
                  value={v.contact_time}
                  onChange={(e) => set('contact_time')(e.target.value)}
                  aria-invalid={Boolean(errors.contact_time)}
                  aria-describedby={errors.contact_time ? ids.errorId : undefined}
                >
                  <option value="">请选择</option>
                  {CONTACT_TIMES.map((t) => (
                    <option key={t} value={t}>
                      {t}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label="联系电话（选填）" error={errors.mobile}>
              {(ids) => (
                <FieldInput
                  id={ids.inputId}
                  value={v.mobile}
                  onChange={set('mobile')}
                  inputMode="numeric"
                  maxLength={11}
                  aria-invalid={Boolean(errors.mobile)}
                  aria-describedby={errors.mobile ? ids.errorId : undefined}
                />
              )}
            </FormField>
          </div>
          <div className={s.actions}>
            <Button block type="submit" color="primary" size="large" loading={state.isLoading}>
              提交预约
            </Button>
          </div>
        </form>
      </LoadState>
    </Page>
  );
}

export default PrivateFundReserveScreen;
