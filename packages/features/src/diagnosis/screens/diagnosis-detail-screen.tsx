import { TRADE_MESSAGES } from '@jijin/core/messages';
import { appPaths } from '../../app/routes/index';
import { feedback } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { Schemas } from '../../app/api-types';
import { loginPathFor } from '../../app/guard';
import { Page } from '../../app/page';
import { errorMessage } from '../../shared/errors';
import { DiagnosisGate } from '../../shared/diagnosis-gate';
import { useFollowDiagnosisMutation, useUnfollowDiagnosisMutation } from '../../diagnosis/api';
import { DiagnosisBody } from '../../diagnosis/components/diagnosis-body';
import { useGuardedDiagnosis } from '../../shared/fund-diagnosis';
import s from './diagnosis-screens.module.css';

/** 跟踪 / 停止跟踪 for a stored diagnosis (spec 001 §4: stop-tracking asks first). */
export function TrackButton({
  d,
  onChange,
}: {
  d: Schemas['Diagnosis'];
  onChange?: (d: Schemas['Diagnosis']) => void;
}) {
  const [follow, followState] = useFollowDiagnosisMutation();
  const [unfollow, unfollowState] = useUnfollowDiagnosisMutation();
  const toggle = async () => {
    const next = !d.is_following;
    if (
      !next &&
      !(await feedback.confirm({ title: '停止跟踪', content: TRADE_MESSAGES.stopTrackingConfirm }))
    )
      return;
    try {
      await (next ? follow : unfollow)({ id: d.id }).unwrap();
      feedback.toast(next ? '已跟踪，评分下降或基金经理变更时将提醒您' : '已停止跟踪');
      onChange?.({ ...d, is_following: next, is_alert: next ? d.is_alert : false });
    } catch (e) {
      feedback.toast(errorMessage(e));
    }
  };
  return (
    <Button
      color={d.is_following ? 'default' : 'primary'}
      size="small"
      loading={followState.isLoading || unfollowState.isLoading}
      onClick={toggle}
    >
      {d.is_following ? '停止跟踪' : '跟踪'}
    </Button>
  );
}

/**
 * /symbols/funds/diagnosis/detail/{symbol}/: diagnoses the fund (POST analyse) under the guest
 * rule (shared `useGuardedDiagnosis`: 3 free diagnoses counted on the device, a fund already in the
 * recent list not counted again, then a login prompt; spec 001 §4, §6, §9). Each diagnosis joins
 * the device's recent list and history; a logged-in user can track it.
 */
export function DiagnosisDetailScreen() {
  const symbol = useParams().symbol ?? '';
  const location = useLocation();
  const navigate = useNavigate();
  const g = useGuardedDiagnosis(symbol);
  const login = () => navigate(loginPathFor(location.pathname + location.search));
  return (
    <Page title="基金诊断">
      <DiagnosisGate g={g}>
        {(d) => (
          <>
            <DiagnosisBody d={d} />
            <div className={s.actions}>
              {g.loggedIn && d.id > 0 ? (
                <TrackButton d={d} onChange={g.setDiagnosis} />
              ) : (
                <Button size="small" onClick={login}>
                  登录后跟踪
                </Button>
              )}
              {!g.loggedIn && <span className={s.note}>剩余免费诊断{g.guestLeft}次</span>}
              <Link to={appPaths.diagnosisHome()}>继续诊断其他基金</Link>
            </div>
          </>
        )}
      </DiagnosisGate>
    </Page>
  );
}

export default DiagnosisDetailScreen;
