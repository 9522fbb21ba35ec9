import { compareMoney } from '@jijin/core/format';
import { appPaths } from '../../app/routes/index';
import { FieldInput, FormField, feedback } from '@jijin/ui';
import { Button, Checkbox } from 'antd-mobile';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../app/page';
import { errorMessage, fieldError } from '../../shared/errors';
import { useSetPrivateFundQualifiedMutation } from '../api';
import s from './screens.module.css';

const MONEY = /^\d+(\.\d{1,2})?$/;

/** /privatefunds/qualification/: the qualified-investor declaration (spec 001 §6, CSRC thresholds). */
export function PrivateFundsQualifyScreen() {
  const [assets, setAssets] = useState('');
  const [income, setIncome] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string>();
  const [qualify, state] = useSetPrivateFundQualifiedMutation();
  const navigate = useNavigate();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if ((assets && !MONEY.test(assets)) || (income && !MONEY.test(income)))
      return setError('请输入正确的金额（元）');
    if (compareMoney(assets || 0, 3_000_000) < 0 && compareMoney(income || 0, 500_000) < 0)
      return setError('合格投资者须金融资产不低于300万元或最近三年年均收入不低于50万元');
    if (!confirmed) return setError('请勾选确认您符合合格投资者条件');
    setError(undefined);
    try {
      await qualify({
        body: {
          qualified: true,
          financial_assets: assets || undefined,
          average_income: income || undefined,
        },
      }).unwrap();
      feedback.toast('认定成功');
      navigate(appPaths.privateFundProduct(), { replace: true });
    } catch (err) {
      setError(fieldError(err, 'financial_assets') ?? errorMessage(err));
    }
  };

  return (
    <Page title="合格投资者认定">
      <form onSubmit={(e) => void submit(e)} aria-label="合格投资者认定">
        <div className={s.section}>
          <p className={s.note}>
            私募基金仅面向合格投资者。请确认您符合以下条件之一：金融资产不低于300万元，或最近三年个人年均收入不低于50万元。
          </p>
          <FormField label="金融资产（元）">
            {(ids) => (
              <FieldInput
                id={ids.inputId}
                value={assets}
                onChange={setAssets}
                inputMode="decimal"
              />
            )}
          </FormField>
          <FormField label="最近三年年均收入（元）">
            {(ids) => (
              <FieldInput
                id={ids.inputId}
                value={income}
                onChange={setIncome}
                inputMode="decimal"
              />
            )}
          </FormField>
          <Checkbox checked={confirmed} onChange={setConfirmed}>
            本人确认以上信息真实，符合合格投资者条件
          </Checkbox>
          {error && (
            <p role="alert" className={s.error}>
              {error}
            </p>
          )}
        </div>
        <div className={s.actions}>
          <Button block type="submit" color="primary" size="large" loading={state.isLoading}>
            确认认定
          </Button>
        </div>
      </form>
    </Page>
  );
}

export default PrivateFundsQualifyScreen;
