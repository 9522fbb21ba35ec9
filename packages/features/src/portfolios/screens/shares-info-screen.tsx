import { sumSharesCurrent } from '@jijin/core/format';
import { ListRow, ListRows, MoneyText } from '@jijin/ui';
import { useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useGetMyPortfolioQuery, useGetMyPortfolioSharesQuery } from '../../portfolios/api';
import { Section, blocks as s } from '../../shared/blocks';

/**
 * /accounts/funds/funds_portfolios/{id}/shares_info/: the holding per bank card (the spec's
 * `fund_portfolios/{id}/shares_info/` call, their current worth summed to 2 decimals: spec 001 §3
 * Account portfolio holding) and per fund (shares held and available, worth).
 */
export function SharesInfoScreen() {
  const id = Number(useParams().id);
  const shares = useGetMyPortfolioSharesQuery({ id });
  const holding = useGetMyPortfolioQuery({ id });
  return (
    <Page title="份额明细">
      <QueryState query={shares}>
        {(list) => (
          <Section title="按银行卡">
            <ListRows label="各银行卡份额" flush>
              {list.map((x) => (
                <ListRow
                  key={x.id}
                  title={
                    x.bank_card
                      ? `${x.bank_card.bank.name}（尾号${x.bank_card.bank_card_no_tail}）`
                      : '银行卡'
                  }
                  description={
                    <>
                      可卖出 <MoneyText value={x.worth_value_enable ?? '0'} unit="元" />
                    </>
                  }
                  extra={<MoneyText value={x.worth_value} unit="元" />}
                />
              ))}
            </ListRows>
            <p className={s.muted} data-testid="shares-total">
              各银行卡持有市值合计 {sumSharesCurrent(list)}元
            </p>
          </Section>
        )}
      </QueryState>
      <QueryState query={holding}>
        {(h) => (
          <Section title="按基金">
            <ListRows label="各基金份额" flush>
              {(h.funds_list ?? []).map((f) => (
                <div key={f.fund.symbol} data-testid={`shares-fund-${f.fund.symbol}`}>
                  <ListRow
                    title={f.fund.abbr_name}
                    description={`持有${f.shares_current}份，可用${f.shares_enable}份`}
                    extra={<MoneyText value={f.worth_value} unit="元" />}
                  />
                </div>
              ))}
            </ListRows>
          </Section>
        )}
      </QueryState>
    </Page>
  );
}

export default SharesInfoScreen;
