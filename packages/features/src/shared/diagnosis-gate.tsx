import { TRADE_MESSAGES } from '@jijin/core/messages';
import { EmptyState, ErrorState } from '@jijin/ui';
import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Schemas } from '../app/api-types';
import { loginPathFor } from '../app/guard';
import { PageLoading } from '../app/page';
import { errorMessage } from './errors';
import type { GuardedDiagnosis } from './fund-diagnosis';

/**
 * The states of a {@link GuardedDiagnosis} before its diagnosis shows: a guest out of free
 * diagnoses gets 免费诊断次数已用完 and 去登录 (with `next` back here, spec 001 §4, §6), a failure its
 * message and 重新加载, the wait 诊断中; then `children` with the diagnosis.
 */
export function DiagnosisGate({
  g,
  children,
}: {
  g: GuardedDiagnosis;
  children: (d: Schemas['Diagnosis']) => ReactNode;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  if (g.blocked)
    return (
      <EmptyState
        title={TRADE_MESSAGES.guestDiagnosisLimit}
        description={`未登录可免费诊断${g.guestUsed}次，已用完`}
        action={
          <Button
            color="primary"
            onClick={() => navigate(loginPathFor(location.pathname + location.search))}
          >
            去登录
          </Button>
        }
      />
    );
  if (g.error !== undefined)
    return <ErrorState description={errorMessage(g.error)} onRetry={g.retry} />;
  if (!g.diagnosis) return <PageLoading label="诊断中" />;
  return <>{children(g.diagnosis)}</>;
}
