import { MANAGER_POST_STATUS, SYMBOL_STYPES, statusLabel } from '@jijin/core/status';
import { appPaths, withQuery } from '../../app/routes/index';
import {
  BigNumber,
  FollowButton,
  FundScoreBadge,
  ListRows,
  PercentText,
  feedback,
} from '@jijin/ui';
import { NetValueChart, RadarChart, type NetValuePeriod } from '@jijin/ui/charts';
import { skipToken } from '@reduxjs/toolkit/query';
import { Button, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { Page } from '../../app/page';
import { errorMessage } from '../../shared/errors';
import { ListRowLink } from '../../shared/list-row-link';
import { QueryState } from '../../shared/query-state';
import {
  useGetFundManagerQuery,
  useGetManagerIndexHistoryQuery,
  useGetManagerIndexHistoryRelativeQuery,
} from '../../managers/api';
import { ManagerAvatar } from '../../managers/components/manager-avatar';
import { useCompareList } from '../../managers/compare-list';
import { useManagerFollow, useMergeGuestFollows } from '../../managers/follow';
import { hasScores, NO_SCORES_TEXT, SKILL_AXES, SKILLS, skillValues } from '../../managers/skills';
import s from './manager-detail-screen.module.css';

type Manager = Schemas['FundManager'];

/** /symbols/funds/managers/{id}/ (?goodAtType=): a manager's profile, scores, markets, index, funds. */
export function ManagerDetailScreen() {
  useMergeGuestFollows();
  const id = Number(useParams().id);
  const [params, setParams] = useSearchParams();
  const goodAtType = params.get('goodAtType') ?? undefined;
  const q = useGetFundManagerQuery({ id, good_at_type: goodAtType });
  return (
    <Page title={q.data?.name ?? '基金经理'}>
      <QueryState query={q}>
        {(m) => (
          <ManagerDetail
            m={m}
            goodAtType={goodAtType}
            onType={(t) => setParams(t ? { goodAtType: t } : {}, { replace: true })}
          />
        )}
      </QueryState>
    </Page>
  );
}

function ManagerDetail({
  m,
  goodAtType,
  onType,
}: {
  m: Manager;
  goodAtType?: string;
  onType: (t: string | undefined) => void;
}) {
  const { followed, toggle } = useManagerFollow(m.id, m.followed);
  const compare = useCompareList();
  const navigate = useNavigate();
  const types = [
    ...new Set((m.current_funds ?? []).map((f) => f.symbol_stype).filter((t) => t !== undefined)),
  ];
  const onFollow = async (next: boolean) => {
    try {
      await toggle(next);
      feedback.toast(next ? '已关注' : '已取消关注');
    } catch (e) {
      feedback.toast(errorMessage(e));
    }
  };
  return (
    <>
      <section className={s.card} aria-label="基金经理资料">
        <div className={s.head}>
          <ManagerAvatar name={m.name} avatar={m.avatar} size={56} />
          <div className={s.headBody}>
            <h2 className={s.name}>
              {m.name}
              <span className={s.post}>{statusLabel(MANAGER_POST_STATUS, m.post_status)}</span>
            </h2>
            <p className={s.meta}>{m.fund_company?.name ?? '基金公司未知'}</p>
            <p className={s.meta}>
              从业{m.work_seniority ?? '--'}年 · 在管规模{' '}
              <BigNumber value={m.assets_total ?? null} unit="元" />
            </p>
          </div>
          <FollowButton followed={followed} onToggle={onFollow} />
        </div>
        {m.tags.length > 0 && (
          <p className={s.tags}>
            {m.tags.map((t) => (
              <span key={t} className={s.tag}>
                {t}
              </span>
            ))}
          </p>
        )}
        <div className={s.actions}>
          <Button
            size="small"
            onClick={() => {
              if (!compare.has(m.id)) compare.add(m.id);
              navigate(appPaths.managerCompareList());
            }}
          >
            {compare.has(m.id) ? '查看对比' : '加入对比'}
          </Button>
          <Link to={appPaths.managerIntroduction(m.id)}>经理简介</Link>
          <Link to={withQuery(appPaths.managerOpinions(m.id), { name: m.name })}>经理观点</Link>
        </div>
      </section>

      <section className={s.card} aria-labelledby="skills-title">
        <h3 id="skills-title" className={s.title}>
          能力评分 <FundScoreBadge score={m.overall_score ?? null} />
        </h3>
        {types.length > 1 && (
          <Tabs
            activeKey={goodAtType ?? 'all'}
            onChange={(k) => onType(k === 'all' ? undefined : k)}
          >
            <Tabs.Tab key="all" title="全部" />
            {types.map((t) => (
              <Tabs.Tab key={String(t)} title={statusLabel(SYMBOL_STYPES, t!) ?? String(t)} />
            ))}
          </Tabs>
        )}
        {hasScores(m) ? (
          <>
            <RadarChart axes={SKILL_AXES} series={[{ name: m.name, values: skillValues(m) }]} />
            <dl className={s.scores}>
              {SKILLS.map(([k, label]) => (
                <div key={k}>
                  <dt>{label}</dt>
                  <dd>{(m[k] as number | null) ?? '--'}</dd>
                </div>
              ))}
            </dl>
            {m.scores_period && (
              <p className={s.note}>
                评分依据：在管{(m.current_funds ?? []).length}只基金中有净值数据的
                {m.scores_period.funds_count}只（{m.scores_period.start_date} 至{' '}
                {m.scores_period.end_date}），对比沪深300，满分100
              </p>
            )}
          </>
        ) : (
          <p className={s.empty}>{NO_SCORES_TEXT}</p>
        )}
      </section>

      <section className={s.card} aria-labelledby="markets-title">
        <h3 id="markets-title" className={s.title}>
          不同市场表现（月均收益）
        </h3>
        <dl className={s.markets}>
          <div>
            <dt>牛市</dt>
            <dd>
              <PercentText value={m.bull_market_return ?? null} empty="--" />
            </dd>
          </div>
          <div>
            <dt>熊市</dt>
            <dd>
              <PercentText value={m.bear_market_return ?? null} empty="--" />
            </dd>
          </div>
          <div>
            <dt>震荡市</dt>
            <dd>
              <PercentText value={m.seesawing_market_return ?? null} empty="--" />
            </dd>
          </div>
        </dl>
        {(m.extreme_markets ?? []).length > 0 && (
          <table className={s.table}>
            <caption>极端行情表现</caption>
            <thead>
              <tr>
                <th scope="col">行情</th>
                <th scope="col">经理指数</th>
                <th scope="col">沪深300</th>
              </tr>
            </thead>
            <tbody>
              {m.extreme_markets!.map((e) => (
                <tr key={e.name}>
                  <th scope="row">
                    {e.name}
                    <small>
                      {e.start_date}~{e.end_date}
                    </small>
                  </th>
                  <td>
                    <PercentText value={e.percent} />
                  </td>
                  <td>
                    <PercentText value={e.track_percent ?? null} empty="--" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      {hasScores(m) && <IndexSection id={m.id} name={m.name} />}

      <section className={s.card} aria-labelledby="funds-title">
        <h3 id="funds-title" className={s.title}>
          在管基金
        </h3>
        <ListRows label="在管基金" flush>
          {(m.achivements ?? []).slice(0, 3).map((a) => (
            <ListRowLink
              key={a.symbol}
              to={appPaths.fundDetail(a.symbol!)}
              title={a.abbr_name}
              extra={
                <>
                  <span>
                    任职回报 <PercentText value={a.cp_rate} empty="--" />
                  </span>
                  <span>
                    沪深300 <PercentText value={a.sh300_rate} empty="--" />
                  </span>
                </>
              }
            />
          ))}
        </ListRows>
        {(m.achivements ?? []).length === 0 && <p className={s.empty}>暂无在管基金的净值数据</p>}
        <Link to={appPaths.managerFundList(m.id)}>
          全部基金（在管{(m.current_funds ?? []).length}只，曾管{(m.former_funds ?? []).length}只）
        </Link>
      </section>
    </>
  );
}

function IndexSection({ id, name }: { id: number; name: string }) {
  const [period, setPeriod] = useState<NetValuePeriod>('y');
  const [relative, setRelative] = useState(false);
  const absolute = useGetManagerIndexHistoryQuery(relative ? skipToken : { id, period });
  const versus = useGetManagerIndexHistoryRelativeQuery(relative ? { id, period } : skipToken);
  const q = relative ? versus : absolute;
  return (
    <section className={s.card} aria-labelledby="index-title">
      <h3 id="index-title" className={s.title}>
        经理指数
      </h3>
      <Tabs activeKey={relative ? 'rel' : 'abs'} onChange={(k) => setRelative(k === 'rel')}>
        <Tabs.Tab key="abs" title="收益走势" />
        <Tabs.Tab key="rel" title="相对沪深300" />
      </Tabs>
      <NetValueChart
        points={q.data ?? []}
        period={period}
        onPeriodChange={setPeriod}
        names={{ main: relative ? `${name}相对收益` : `${name}经理指数`, track: '沪深300' }}
      />
    </section>
  );
}

export default ManagerDetailScreen;
