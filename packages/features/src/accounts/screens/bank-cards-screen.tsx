import { appPaths } from '../../app/routes/index';
import { BankCardItem, EmptyState } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { Page } from '../../app/page';
import { LinkList } from '../../shared/link-list';
import { QueryState } from '../../shared/query-state';
import { useListMyBankCardsQuery } from '../../shared/api';
import styles from '../accounts.module.css';

/** /accounts/bank_cards/ (spec 000 §2): the bound cards with their status notes, and 添加银行卡. */
export function BankCardsScreen() {
  const cards = useListMyBankCardsQuery();
  const navigate = useNavigate();
  return (
    <Page title="银行卡">
      <QueryState query={cards}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState title="暂无银行卡" description="绑定银行卡后即可买入基金" />
          ) : (
            <LinkList
              items={list.map((card) => ({
                to: `/accounts/bank_cards/detail/${card.id}/`,
                label: <BankCardItem card={card} showLimits={false} />,
              }))}
            />
          )
        }
      </QueryState>
      <div className={styles.actions}>
        <Button block color="primary" size="large" onClick={() => navigate(appPaths.bindCard())}>
          添加银行卡
        </Button>
      </div>
    </Page>
  );
}

export default BankCardsScreen;
