import { MoneyText } from '@jijin/ui';
import { useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { usePortfoliosHoldingQuery } from '../../portfolios/api';
import { Row, Section } from '../../shared/blocks';

/** /accounts/funds/funds_portfolios/{id}/shares_info/: the holding per bank card and per fund. */
export function SharesInfoScreen() {
  const id = Number(useParams().id);
  const q = usePortfoliosHoldingQuery(id);
  return (
    <Page title="份额明细">
      <QueryState query={q}>
        {(h) => (
          <>
            <Section title="按银行卡">
              {h.shares_list.map((x) => (
                <Row
                  key={x.id}
                  name={
                    x.bank_card
                      ? `${x.bank_card.bank.name}（尾号${x.bank_card.bank_card_no_tail}）`
                      : '银行卡'
                  }
                  sub={
                    <>
                      可卖出 <MoneyText value={x.worth_value_enable ?? '0'} unit="元" />
                    </>
                  }
                  side={<MoneyText value={x.worth_value} unit="元" />}
                />
              ))}
            </Section>
            <Section title="按基金">
              {(h.funds_list ?? []).map((f) => (
                <Row
                  key={f.fund.symbol}
                  name={f.fund.abbr_name}
                  sub={`持有${f.shares_current}份，可用${f.shares_enable}份`}
                  side={<MoneyText value={f.worth_value} unit="元" />}
                />
              ))}
            </Section>
          </>
        )}
      </QueryState>
    </Page>
  );
}

export default SharesInfoScreen;
