import { MANAGER_LIST_MAX_TAGS } from '../constants';
import { appPaths } from '../../app/routes/index';
import { FundScoreBadge } from '@jijin/ui';
import type { ReactNode } from 'react';
import type { Schemas } from '../../app/api-types';
import { ListRowLink } from '../../shared/list-row-link';
import { ManagerAvatar } from './manager-avatar';
import s from './manager-row.module.css';

/** A manager's company and years (`华夏 · 从业12年`); `--` years when unknown and `always`. */
function companyLine(m: Schemas['FundManager'], always = false) {
  const company = m.fund_company?.abbr_name ?? m.fund_company?.name ?? '基金公司未知';
  if (m.work_seniority === null || m.work_seniority === undefined)
    return always ? `${company} · 从业--年` : company;
  return `${company} · 从业${m.work_seniority}年`;
}

/** At most 3 tags (spec 001 §9). */
function Tags({ tags }: { tags: string[] }) {
  return tags.length > 0 ? (
    <span className={s.tags}>
      {tags.slice(0, MANAGER_LIST_MAX_TAGS).map((t) => (
        <span key={t} className={s.tag}>
          {t}
        </span>
      ))}
    </span>
  ) : null;
}

/**
 * One manager in a list (a cell of ui's `ListRow` opening his page, place it in `ListRows`): the
 * avatar, the name (the link's name), 离任, company and years, at most 3 tags (spec 001 §9), the
 * recommended percent, and at the right the overall score (with `extra`, e.g. the rank, beside it).
 */
export function ManagerRow({
  manager: m,
  extra,
}: {
  manager: Schemas['FundManager'];
  extra?: ReactNode;
}) {
  return (
    <ListRowLink
      to={appPaths.managerDetail(m.id)}
      prefix={<ManagerAvatar name={m.name} avatar={m.avatar} />}
      title={m.name}
      description={
        <span className={s.body}>
          <span>
            {m.post_status === 2 && <span className={s.left}>离任</span>}
            {companyLine(m)}
          </span>
          <Tags tags={m.tags} />
          {m.recommend_percent_display && <span>{m.recommend_percent_display}</span>}
        </span>
      }
      extra={
        <>
          <FundScoreBadge score={m.overall_score ?? null} />
          <span className={s.scoreLabel}>综合评分</span>
          {extra}
        </>
      }
    />
  );
}

/**
 * A manager as a card (assessment result, `/card?tags=`): a `ManagerRow` whose description also
 * names his main fund (代表基金) and always shows the years.
 */
export function ManagerCard({ m }: { m: Schemas['FundManager'] }) {
  return (
    <ListRowLink
      to={appPaths.managerDetail(m.id)}
      prefix={<ManagerAvatar name={m.name} avatar={m.avatar} size={44} />}
      title={m.name}
      description={
        <span className={s.body}>
          <span>{companyLine(m, true)}</span>
          <Tags tags={m.tags} />
          {m.recommend_fund && <span>代表基金：{m.recommend_fund.abbr_name}</span>}
        </span>
      }
      extra={<FundScoreBadge score={m.overall_score ?? null} />}
    />
  );
}
