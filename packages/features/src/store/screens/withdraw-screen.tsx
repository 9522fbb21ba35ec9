import {
  BankCardPicker,
  ListRow,
  ListRows,
  MoneyInput,
  TradePasswordDialog,
  defaultCardId,
  feedback,
} from '@jijin/ui';
import { toMoneyString } from '@jijin/core';
import { compareMoney } from '@jijin/core/format';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { Page } from '../../app/page';
import { useListMyBankCardsQuery } from '../../shared/api';
import { errorMessage } from '../../shared/errors';
import { isDefinitiveRejection, useIdempotencyKey } from '../../shared/trade-attempt';
import {
  useGetMyStoreIncomeQuery,
  useWithdrawStoreIncomeMutation,
  useListStoreWithdrawalsQuery,
} from '../api';
import { STORE_WITHDRAWALS_PAGE_SIZE } from '../page-sizes';
import { Actions, Note, Section } from '../../shared/blocks';
import { Yuan } from '../components/store-bits';

/**
 * /store/income/withdraw/: income to the owner's own card — amount, card, trade password, one
 * Idempotency-Key per attempt; the server keeps the balance from going below zero.
 */
export function StoreWithdrawScreen() {
  const income = useGetMyStoreIncomeQuery();
  const cards = useListMyBankCardsQuery();
  const list = useListStoreWithdrawalsQuery({ page_size: STORE_WITHDRAWALS_PAGE_SIZE });
  const [amount, setAmount] = useState('');
  const [cardId, setCardId] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const [asking, setAsking] = useState(false);
  const [withdraw] = useWithdrawStoreIncomeMutation();
  const { keyFor, settle } = useIdempotencyKey();
  const card = cardId ?? defaultCardId(cards.data);
  const available = income.data?.withdrawable ?? '0.00';

  const check = (): string | undefined => {
    if (!/^\d+(\.\d{1,2})?$/.test(amount) || compareMoney(amount, 0) <= 0)
      return '请输入正确的金额';
    if (compareMoney(amount, available) > 0) return `最多可提现${available}元`;
    if (!card) return '银行卡不能为空';
    return undefined;
  };
  const submit = async (password: string) => {
    const body = { amount: toMoneyString(amount), bank_card_id: card!, password };
    try {
      await withdraw({ body, idempotencyKey: keyFor(`${body.amount}|${card}`) }).unwrap();
      settle();
      setAsking(false);
      setAmount('');
      feedback.toast('提现申请已提交');
    } catch (e) {
      if (isDefinitiveRejection(e)) settle();
      throw new Error(errorMessage(e), { cause: e });
    }
  };

  return (
    <Page title="收入提现">
      <Section title="提现">
        <p>
          可提现 <Yuan v={available} />
        </p>
        <MoneyInput
          label="提现金额"
          value={amount}
          onChange={(v) => {
            setAmount(v);
            setError(undefined);
          }}
          error={error}
          extra={
            <Button size="mini" onClick={() => setAmount(available)}>
              全部
            </Button>
          }
        />
        {cards.data && (
          <BankCardPicker cards={cards.data} value={card} onChange={setCardId} label="到账银行卡" />
        )}
        <Actions>
          <Button
            block
            color="primary"
            size="large"
            onClick={() => {
              const msg = check();
              setError(msg);
              if (!msg) setAsking(true);
            }}
          >
            确认提现
          </Button>
        </Actions>
      </Section>
      <Section title="提现记录">
        {(list.data?.results ?? []).length === 0 ? (
          <p>暂无提现记录</p>
        ) : (
          <ListRows label="提现记录" flush>
            {list.data!.results.map((w) => (
              <ListRow
                key={w.id}
                title={w.created_at.slice(0, 10)}
                description={w.status === 1 ? '已到账' : `处理中，预计${w.arrive_date ?? ''}到账`}
                extra={<Yuan v={w.amount} />}
              />
            ))}
          </ListRows>
        )}
      </Section>
      <Note>提现到本人银行卡，预计下一个交易日到账。</Note>
      <TradePasswordDialog
        visible={asking}
        description={`提现金额 ${amount} 元`}
        onSubmit={submit}
        onClose={() => setAsking(false)}
      />
    </Page>
  );
}

export default StoreWithdrawScreen;
