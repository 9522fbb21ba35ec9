import { MANAGER_LIST_MAX_TAGS } from '../constants';
import { appPaths } from '../../app/routes/index';
import { FundScoreBadge } from '@jijin/ui';
import { Link } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { ManagerAvatar } from './manager-avatar';
import s from './manager-card.module.css';

/** A manager as a card (assessment result, `/card?tags=`): initials, company, years, tags, score, main fund. */
export function ManagerCard({ m }: { m: Schemas['FundManager'] }) {
  return (
    <li className={s.card}>
      <Link to={appPaths.managerDetail(m.id)} className={s.link}>
        <ManagerAvatar name={m.name} avatar={m.avatar} size={44} />
        <span className={s.body}>
          <span className={s.name}>{m.name}</span>
          <span className={s.muted}>
            {m.fund_company?.abbr_name ?? m.fund_company?.name ?? '基金公司未知'} · 从业
            {m.work_seniority ?? '--'}年
          </span>
          <span className={s.tags}>
            {m.tags.slice(0, MANAGER_LIST_MAX_TAGS).map((t) => (
              <span key={t} className={s.tag}>
                {t}
              </span>
            ))}
          </span>
          {m.recommend_fund && (
            <span className={s.muted}>代表基金：{m.recommend_fund.abbr_name}</span>
          )}
        </span>
        <FundScoreBadge score={m.overall_score ?? null} />
      </Link>
    </li>
  );
}
