import { rememberOrigin } from '@jijin/core/navigation';
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { useServices } from '../../app/services-context';

/**
 * Remembers the current page as the fund-detail origin (spec 001 §2 Back navigation: return
 * targets kept in cookies), to call when the user opens a fund's detail from a list.
 */
export function useRememberFundOrigin(): () => void {
  const { cookies } = useServices();
  const location = useLocation();
  return useCallback(() => {
    rememberOrigin(cookies, 'fundDetail', location.pathname + location.search);
  }, [cookies, location.pathname, location.search]);
}
