import { GUEST_FREE_DIAGNOSES } from '@jijin/core/constants';
import { appPaths } from '../../app/routes/index';
import { Link, useNavigate } from 'react-router-dom';
import { Page } from '../../app/page';
import { Section } from '../../shared/blocks';
import { useDiagnosisLocal } from '../../shared/fund-diagnosis';
import { selectIsLoggedIn } from '../../app/auth-slice';
import { useAppSelector } from '../../app/store';
import { ActivityIntro, ActivityRules, FundSearch } from './landing-parts';
import s from './landing.module.css';

/**
 * /promotion/activity/diagnosis/ (spec 001 §2 Promotion): the 诊基 activity — search a fund and
 * diagnose it (the result at detail/{symbol}/), the funds ranked by their diagnosis score, the
 * rules. Guests have 3 free diagnoses (spec 001 §6, §9), counted like the diagnosis area's.
 */
export function DiagnosisActivityScreen() {
  const navigate = useNavigate();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const local = useDiagnosisLocal();
  return (
    <Page title="诊基有礼">
      <ActivityIntro code="diagnosis" fallbackTitle="诊基有礼" />
      <Section title="诊断一只基金">
        <FundSearch
          label="要诊断的基金"
          onPick={(f) => navigate(appPaths.promotionDiagnosisActivityDetail(f.symbol))}
        />
        <p className={s.muted}>
          {loggedIn
            ? '已登录，可不限次数诊断'
            : `未登录可免费诊断${GUEST_FREE_DIAGNOSES}次，已用${local.guest.used()}次`}
        </p>
        <div className={s.links}>
          <Link to={appPaths.promotionDiagnosisActivityRecommend()}>高分基金榜</Link>
          <Link to={appPaths.promotionDiagnose()}>一键诊断我的持仓</Link>
        </div>
      </Section>
      <ActivityRules code="diagnosis" />
    </Page>
  );
}

export default DiagnosisActivityScreen;
