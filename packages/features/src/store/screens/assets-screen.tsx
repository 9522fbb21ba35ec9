import { ListRow, ListRows } from '@jijin/ui';
import { useParams } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { Page } from '../../app/page';
import { appPaths } from '../../app/routes/index';
import { NextStep, QueryState } from '../../shared/query-state';
import { useGetMyStoreAssetsQuery, useGetStorePortfolioAssetsQuery } from '../api';
import { Kv, Note, Section } from '../../shared/blocks';
import { Yuan } from '../components/store-bits';

/** /store/assets/mine/ and /store/portfolios/{id}/assets/: assets under management and customers. */
export function StoreAssetsScreen() {
  const id = useParams().id;
  return id ? <One id={Number(id)} /> : <All />;
}

function All() {
  const q = useGetMyStoreAssetsQuery();
  return (
    <Page title="管理资产">
      <QueryState query={q} next={<NextStep to={appPaths.storeApply()}>申请开店</NextStep>}>
        {(a) => <Assets a={a} />}
      </QueryState>
    </Page>
  );
}

function One({ id }: { id: number }) {
  const q = useGetStorePortfolioAssetsQuery({ id });
  return (
    <Page title="组合管理资产">
      <QueryState query={q} next={<NextStep to={appPaths.storeApply()}>申请开店</NextStep>}>
        {(a) => <Assets a={a} />}
      </QueryState>
    </Page>
  );
}

function Assets({ a }: { a: Schemas['StoreAssets'] }) {
  return (
    <>
      <Section title="合计">
        <Kv
          items={[
            ['管理资产', <Yuan key="a" v={a.assets_total} />],
            ['持有人数', `${a.customers_count}人`],
          ]}
        />
      </Section>
      <Section title="按组合">
        {(a.portfolios ?? []).length === 0 ? (
          <p>暂无组合</p>
        ) : (
          <ListRows label="各组合管理资产" flush>
            {a.portfolios!.map((x) => (
              <ListRow
                key={x.portfolio.id}
                title={x.portfolio.name}
                description={`${x.customers_count}人持有`}
                extra={<Yuan v={x.assets} />}
              />
            ))}
          </ListRows>
        )}
      </Section>
      <Note>管理资产为各持有人在最近一个计提日的持仓市值。</Note>
    </>
  );
}

export default StoreAssetsScreen;
