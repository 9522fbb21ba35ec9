import { appPaths } from '../../app/routes/index';
import { Button, Result } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { toastError } from '../../shared/errors';
import { OpenAccountSteps } from '../components/open-account-steps';
import { useOpenAccountStep } from '../open-account';
import styles from '../accounts.module.css';

/** /accounts/bank_cards/bind/complete/ (spec 000 §2): the card is bound; in the flow, on to the next step. */
export function BindCompleteScreen() {
  const [params] = useSearchParams();
  const isOpenAccount = params.get('open_account') === '1';
  const flow = useOpenAccountStep('trade_password');
  const navigate = useNavigate();
  const next = async () => {
    try {
      await flow.goNext();
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <Page title="绑卡成功">
      {isOpenAccount && <OpenAccountSteps current="trade_password" />}
      <Result
        status="success"
        title="银行卡绑定成功"
        description="可使用该卡买入基金，赎回资金将原路返回此卡"
      />
      <div className={styles.actions}>
        {isOpenAccount ? (
          <Button block color="primary" size="large" onClick={next}>
            下一步：设置交易密码
          </Button>
        ) : (
          <Button
            block
            color="primary"
            size="large"
            onClick={() => navigate(appPaths.bankCards(), { replace: true })}
          >
            完成
          </Button>
        )}
      </div>
    </Page>
  );
}

export default BindCompleteScreen;
