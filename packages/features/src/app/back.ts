import { backTarget } from '@jijin/core/navigation';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * "Back" (spec 000 §2): within the app's own history go to the previous entry; on the first
 * entry apply core's rule — home `/` when there is no referrer and no hash, otherwise the
 * previous history entry.
 */
export function useBack(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) {
      navigate(-1);
      return;
    }
    const target = backTarget(document.referrer, window.location.hash);
    if (target.kind === 'home') navigate(target.href, { replace: true });
    else window.history.back();
  }, [navigate]);
}
