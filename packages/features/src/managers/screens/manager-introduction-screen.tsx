import { MANAGER_POST_STATUS, statusLabel } from '@jijin/core/status';
import { appPaths } from '../../app/routes/index';
import { BigNumber } from '@jijin/ui';
import { Link, useParams } from 'react-router-dom';
import { Page } from '../../app/page';
import { QueryState } from '../../shared/query-state';
import { useGetFundManagerQuery } from '../../managers/api';
import s from './manager-compare.module.css';

/**
 * /symbols/funds/managers/{id}/introduction/: the manager's profile as the data holds it (company,
 * post, years, AUM, speciality, funds). The data has no biography: the screen says so.
 */
export function ManagerIntroductionScreen() {
  const id = Number(useParams().id);
  const q = useGetFundManagerQuery({ id });
  return (
    <Page title={q.data ? `${q.data.name}简介` : '经理简介'}>
      <QueryState query={q}>
        {(m) => (
          <section className={s.card} aria-label="经理简介">
            <dl className={s.facts}>
              <div>
                <dt>姓名</dt>
                <dd>{m.name}</dd>
              </div>
              <div>
                <dt>任职状态</dt>
                <dd>{statusLabel(MANAGER_POST_STATUS, m.post_status, '--')}</dd>
              </div>
              <div>
                <dt>基金公司</dt>
                <dd>{m.fund_company?.name ?? '--'}</dd>
              </div>
              <div>
                <dt>从业年限</dt>
                <dd>{m.work_seniority ?? '--'}年</dd>
              </div>
              <div>
                <dt>在管规模</dt>
                <dd>
                  <BigNumber value={m.assets_total ?? null} unit="元" />
                </dd>
              </div>
              <div>
                <dt>擅长类型</dt>
                <dd>{m.good_at_type ?? '--'}</dd>
              </div>
              <div>
                <dt>在管基金</dt>
                <dd>{(m.current_funds ?? []).map((f) => f.abbr_name).join('、') || '--'}</dd>
              </div>
            </dl>
            <p className={s.hint}>暂无经理个人履历（数据来源未提供）。</p>
            <Link className={s.more} to={appPaths.managerDetail(m.id)}>
              查看能力评分
            </Link>
          </section>
        )}
      </QueryState>
    </Page>
  );
}

export default ManagerIntroductionScreen;
