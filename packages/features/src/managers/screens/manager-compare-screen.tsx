import { appPaths } from '../../app/routes/index';
import { BigNumber, FundScoreBadge, PercentText } from '@jijin/ui';
import { RadarChart } from '@jijin/ui/charts';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useCompareManagersQuery } from '../../managers/api';
import { COMPARE_MAX, useCompareList } from '../../managers/compare-list';
import { hasScores, SKILL_AXES, SKILLS, skillValues } from '../../managers/skills';
import s from './manager-compare.module.css';

type Manager = Schemas['FundManager'];

/**
 * /symbols/funds/managers/{id}/compare/ (?managers=): the manager side by side with the others
 * (`?managers=`, comma-separated; by default the rest of the device's compare list), 2-4 in all:
 * the nine scores as one radar and a table of the same facts the detail shows.
 */
export function ManagerCompareScreen() {
  const id = Number(useParams().id);
  const [params] = useSearchParams();
  const compare = useCompareList();
  const others = (params.get('managers') ?? '')
    .split(',')
    .map(Number)
    .filter((x) => Number.isInteger(x) && x > 0 && x !== id);
  const ids = [id, ...(others.length ? others : compare.ids.filter((x) => x !== id))].slice(
    0,
    COMPARE_MAX,
  );
  const q = useCompareManagersQuery({ managers: ids.join(',') }, { skip: ids.length < 2 });
  return (
    <Page title="经理对比">
      {ids.length < 2 ? (
        <p className={s.hint}>
          至少选择2位基金经理才能对比，<Link to={appPaths.managerCompareList()}>去对比列表</Link>
        </p>
      ) : (
        <QueryState query={q}>{(list) => <CompareTable list={list} />}</QueryState>
      )}
    </Page>
  );
}

function Row({
  label,
  list,
  cell,
}: {
  label: string;
  list: Manager[];
  cell: (m: Manager) => ReactNode;
}) {
  return (
    <tr>
      <th scope="row">{label}</th>
      {list.map((m) => (
        <td key={m.id}>{cell(m)}</td>
      ))}
    </tr>
  );
}

function CompareTable({ list }: { list: Manager[] }) {
  const scored = list.filter(hasScores);
  return (
    <>
      {scored.length > 0 && (
        <section className={s.card} aria-label="能力评分对比">
          <RadarChart
            axes={SKILL_AXES}
            series={scored.map((m) => ({ name: m.name, values: skillValues(m) }))}
          />
        </section>
      )}
      <section className={s.card}>
        <table className={s.table}>
          <caption>基金经理对比</caption>
          <thead>
            <tr>
              <td />
              {list.map((m) => (
                <th key={m.id} scope="col">
                  <Link to={appPaths.managerDetail(m.id)}>{m.name}</Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <Row
              label="基金公司"
              list={list}
              cell={(m) => m.fund_company?.abbr_name ?? m.fund_company?.name ?? '--'}
            />
            <Row label="从业年限" list={list} cell={(m) => `${m.work_seniority ?? '--'}年`} />
            <Row
              label="在管规模"
              list={list}
              cell={(m) => <BigNumber value={m.assets_total ?? null} unit="元" />}
            />
            <Row
              label="综合评分"
              list={list}
              cell={(m) => <FundScoreBadge score={m.overall_score ?? null} />}
            />
            {SKILLS.map(([k, label]) => (
              <Row
                key={k}
                label={label}
                list={list}
                cell={(m) => (m[k] as number | null) ?? '--'}
              />
            ))}
            <Row
              label="牛市月均"
              list={list}
              cell={(m) => <PercentText value={m.bull_market_return ?? null} empty="--" />}
            />
            <Row
              label="熊市月均"
              list={list}
              cell={(m) => <PercentText value={m.bear_market_return ?? null} empty="--" />}
            />
            <Row
              label="震荡市月均"
              list={list}
              cell={(m) => <PercentText value={m.seesawing_market_return ?? null} empty="--" />}
            />
          </tbody>
        </table>
        <p className={s.hint}>评分为空表示该经理在管基金没有净值数据。</p>
      </section>
    </>
  );
}

export default ManagerCompareScreen;
