import { appPaths } from '@jijin/core';
import { PercentText } from '@jijin/ui';
import { Link } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useResearchSectorsQuery } from '../../research/api';
import s from '../../research/components/research.module.css';

/**
 * /symbols/funds/sectors/ — sectors as Shenwan level-1 industries of the funds' largest holding
 * weight at their latest report (method: sandbox README).
 */
export function SectorsScreen() {
  const q = useResearchSectorsQuery();
  return (
    <Page title="行业板块">
      <section className={s.card}>
        <p className={s.note}>
          按基金最新报告期前十大重仓股中占比最高的申万一级行业归类（占比不低于20%）
        </p>
        <QueryState query={q}>
          {(list) => (
            <ul className={s.rows} aria-label="板块列表">
              {list.map((x) => (
                <li key={x.id} className={s.row}>
                  <Link className={s.rowMain} to={appPaths.fundSector(x.id)}>
                    <span className={s.name}>{x.name}</span>
                    <span className={s.code}>{x.funds_count ?? 0} 只基金</span>
                  </Link>
                  <span className={s.value}>
                    <PercentText value={x.percent_year ?? null} />
                    <br />
                    <small className={s.code}>近1年平均</small>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
      </section>
    </Page>
  );
}

export default SectorsScreen;
