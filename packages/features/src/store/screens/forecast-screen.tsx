import { toMoneyString } from '@jijin/core';
import { MoneyInput } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { Page } from '../../app/page';
import { errorMessage } from '../../shared/errors';
import { useForecastStoreIncomeMutation } from '../api';
import { Actions, Kv, Note, Section } from '../../shared/blocks';
import { Yuan } from '../components/store-bits';

/** /store/income/forecast/: income at a given managed-assets level and the portfolios' fee rate. */
export function StoreForecastScreen() {
  const [assets, setAssets] = useState('');
  const [error, setError] = useState<string>();
  const [forecast, state] = useForecastStoreIncomeMutation();
  return (
    <Page title="收入预估">
      <Section title="预估">
        <MoneyInput label="管理资产" value={assets} onChange={setAssets} error={error} />
        <Actions>
          <Button
            block
            color="primary"
            loading={state.isLoading}
            onClick={() => {
              if (!/^\d+(\.\d{1,2})?$/.test(assets)) return setError('请输入正确的金额');
              setError(undefined);
              void forecast({ body: { assets: toMoneyString(assets) } })
                .unwrap()
                .catch((e: unknown) => setError(errorMessage(e)));
            }}
          >
            计算
          </Button>
        </Actions>
        {state.data && (
          <Kv
            items={[
              ['预估月收入', <Yuan key="m" v={state.data.income_month} />],
              ['预估年收入', <Yuan key="y" v={state.data.income_year} />],
            ]}
          />
        )}
      </Section>
      <Note>
        按您店铺组合的平均年投顾费率计算：年收入 = 管理资产 × 费率，月收入为其十二分之一。
      </Note>
    </Page>
  );
}

export default StoreForecastScreen;
