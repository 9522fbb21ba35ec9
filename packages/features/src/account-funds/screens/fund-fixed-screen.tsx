import { appPaths } from '../../app/routes/index';
import { ListRows } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useNavigate, useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { LoadState } from '../../shared/load-state';
import { useListFixedInvestmentsByFundQuery, useGetMyFundInfoQuery } from '../api';
import { FixedRow } from './fixed-row';
import styles from '../account-funds.module.css';

/** /accounts/funds/{symbol}/fixed_investment/: this fund's fixed-investment plans. */
export function FundFixedScreen() {
  const { symbol = '' } = useParams();
  const navigate = useNavigate();
  const info = useGetMyFundInfoQuery({ symbol });
  const fundId = info.data?.fund.id;
  const q = useListFixedInvestmentsByFundQuery(
    { fund_id: fundId ?? 0 },
    {
      skip: fundId === undefined,
    },
  );
  const rows = q.data ?? [];
  return (
    <Page title="定投计划">
      <LoadState query={info}>
        <LoadState query={q} empty={q.isSuccess && rows.length === 0}>
          <ListRows label="定投计划">
            {rows.map((p) => (
              <FixedRow key={p.id} p={p} />
            ))}
          </ListRows>
        </LoadState>
        <div className={styles.actions}>
          <Button
            block
            color="primary"
            onClick={() => navigate(appPaths.fundFixedInvestment(symbol))}
          >
            新增定投
          </Button>
        </div>
      </LoadState>
    </Page>
  );
}

export default FundFixedScreen;
