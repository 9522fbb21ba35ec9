import { appPaths } from '../../app/routes/index';
import { BankCardInput, feedback, type RecognizedBank } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useCallback, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { errorMessage, toastError } from '../../shared/errors';
import { useCheckBankCardMutation } from '../api';
import { cardNoOfRef, cardRefOf } from '../card-ref';
import { OpenAccountSteps } from '../components/open-account-steps';
import { useOpenAccountStep } from '../open-account';
import styles from '../accounts.module.css';

/** Digits the card check accepts (contract: 12 to 20). */
const CARD_CHECK_MIN_DIGITS = 12;

/**
 * /accounts/bank_cards/bind/ (?cardNo&id prefill — `cardNo` a reference from card-ref.ts, never
 * the number — or ?open_account=1 in the flow; spec 000 §2):
 * the debit card number, its bank recognized from the BIN as it is typed (POST
 * accounts/bank_cards/check/), then the holder and reserved mobile on /bind/user/.
 */
export function BindCardScreen() {
  const [params] = useSearchParams();
  const flow = useOpenAccountStep('bank_card');
  const navigate = useNavigate();
  const [cardNo, setCardNo] = useState(() => cardNoOfRef(params.get('cardNo')).slice(0, 20));
  const [error, setError] = useState<string>();
  const [checkCard, { isLoading }] = useCheckBankCardMutation();

  const recognizeBank = useCallback(
    async (prefix: string): Promise<RecognizedBank | null> => {
      if (prefix.length < CARD_CHECK_MIN_DIGITS) return null;
      const result = await checkCard({ body: { bank_card_no: prefix } }).unwrap();
      return result.bank
        ? { id: result.bank.id, name: result.bank.name, logo: result.bank.logo }
        : null;
    },
    [checkCard],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (cardNo.length < CARD_CHECK_MIN_DIGITS) {
      setError('请输入正确的银行卡号');
      return;
    }
    try {
      const result = await checkCard({ body: { bank_card_no: cardNo } }).unwrap();
      if (!result.valid || !result.bank) {
        const message = result.message || '暂不支持该银行卡，请更换';
        setError(message);
        feedback.toast(message);
        return;
      }
      setError(undefined);
      // the URL carries a reference; the number stays in memory (card-ref.ts)
      const next = new URLSearchParams({ cardNo: cardRefOf(cardNo), id: String(result.bank.id) });
      if (flow.isOpenAccount) next.set('open_account', '1');
      navigate(`/accounts/bank_cards/bind/user/?${next.toString()}`);
    } catch (e) {
      setError(errorMessage(e));
      toastError(e);
    }
  };

  return (
    <Page title="绑定银行卡">
      {flow.isOpenAccount && <OpenAccountSteps current="bank_card" />}
      <form className={styles.form} onSubmit={submit} noValidate aria-label="绑定银行卡">
        <BankCardInput
          value={cardNo}
          onChange={(v) => {
            setCardNo(v);
            if (error) setError(undefined);
          }}
          recognizeBank={recognizeBank}
          error={error}
        />
        <p className={`${styles.formLinks} ${styles.muted}`}>仅支持本人名下的借记卡</p>
        <div className={styles.actions}>
          <Button
            block
            type="submit"
            color="primary"
            size="large"
            loading={isLoading}
            loadingText="校验中"
          >
            下一步
          </Button>
        </div>
        <p className={styles.formLinks}>
          <Link to={appPaths.faqUnionpay()}>支持的银行及限额</Link>
        </p>
      </form>
    </Page>
  );
}

export default BindCardScreen;
