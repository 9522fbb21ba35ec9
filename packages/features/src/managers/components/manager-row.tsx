import { MANAGER_LIST_MAX_TAGS } from '../constants';
import { appPaths } from '../../app/routes/index';
import { FundScoreBadge } from '@jijin/ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { ManagerAvatar } from './manager-avatar';
import s from './manager-row.module.css';

/** One manager in a list: initials, name, company, years, at most 3 tags (spec 001 §9), score. */
export function ManagerRow({
  manager: m,
  extra,
}: {
  manager: Schemas['FundManager'];
  extra?: ReactNode;
}) {
  return (
    <li className={s.row}>
      <Link className={s.link} to={appPaths.managerDetail(m.id)}>
        <ManagerAvatar name={m.name} avatar={m.avatar} />
        <span className={s.body}>
          <span className={s.name}>
            {m.name}
            {m.post_status === 2 && <span className={s.left}>离任</span>}
          </span>
          <span className={s.meta}>
            {m.fund_company?.abbr_name ?? m.fund_company?.name ?? '基金公司未知'}
            {m.work_seniority !== null &&
              m.work_seniority !== undefined &&
              ` · 从业${m.work_seniority}年`}
          </span>
          {m.tags.length > 0 && (
            <span className={s.tags}>
              {m.tags.slice(0, MANAGER_LIST_MAX_TAGS).map((t) => (
                <span key={t} className={s.tag}>
                  {t}
                </span>
              ))}
            </span>
          )}
          {m.recommend_percent_display && (
            <span className={s.meta}>{m.recommend_percent_display}</span>
          )}
        </span>
        <span className={s.score}>
          <FundScoreBadge score={m.overall_score ?? null} />
          <span className={s.scoreLabel}>综合评分</span>
        </span>
      </Link>
      {extra}
    </li>
  );
}
