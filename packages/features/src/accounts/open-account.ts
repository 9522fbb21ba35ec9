import { clearOrigin, readOrigin, rememberOrigin, safeNext } from '@jijin/core/navigation';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../app/store';
import { useServices } from '../app/services-context';
import { sharedApi, useGetSettingsQuery } from '../shared/api';
import {
  OPEN_ACCOUNT_ORIGIN,
  OPEN_ACCOUNT_PATHS,
  type OpenAccountStep,
} from '../shared/open-account';

export { OPEN_ACCOUNT_ORIGIN, OPEN_ACCOUNT_PATHS, openAccountPath } from '../shared/open-account';
export type { OpenAccountStep } from '../shared/open-account';

/**
 * Remember where the user came from before the open-account flow starts, so its last step brings
 * them back (only same-origin paths pass core's `safeNext`).
 */
export function useRememberOpenAccountOrigin(): (next: string | null | undefined) => void {
  const { cookies } = useServices();
  return useCallback(
    (next) => {
      rememberOrigin(cookies, OPEN_ACCOUNT_ORIGIN, safeNext(next, '/'));
    },
    [cookies],
  );
}

/**
 * A step screen of the open-account flow. State comes from the server (GET /accounts/settings/
 * `open_account_step`), never from memory, so every step survives a reload: when the page is
 * opened with `?open_account=1` at a step the server says is not current, it moves to the
 * current one. `goNext()` re-reads the server's step and goes there (the origin when done).
 */
export function useOpenAccountStep(current: OpenAccountStep) {
  const [params] = useSearchParams();
  const isOpenAccount = params.get('open_account') === '1';
  // Always asked afresh when a step opens: the step is the server's, never a cached guess.
  const settings = useGetSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { cookies } = useServices();
  const serverStep = settings.data?.open_account_step;

  // Checked once, on the first fresh answer: later answers (after this step's own submit) are
  // followed by the screen itself, e.g. bind card -> bind complete.
  const checked = useRef(false);
  const fetching = settings.isFetching;
  useEffect(() => {
    if (checked.current || !isOpenAccount || fetching || !serverStep) return;
    checked.current = true;
    if (serverStep === current || serverStep === 'done') return;
    navigate(OPEN_ACCOUNT_PATHS[serverStep], { replace: true });
  }, [isOpenAccount, fetching, serverStep, current, navigate]);

  const goNext = useCallback(async () => {
    const fresh = await dispatch(
      sharedApi.endpoints.getSettings.initiate(undefined, {
        forceRefetch: true,
        subscribe: false,
      }),
    ).unwrap();
    const step = fresh.open_account_step;
    if (step === 'done') {
      const origin = readOrigin(cookies, OPEN_ACCOUNT_ORIGIN);
      clearOrigin(cookies, OPEN_ACCOUNT_ORIGIN);
      navigate(origin, { replace: true });
    } else {
      navigate(OPEN_ACCOUNT_PATHS[step], { replace: true });
    }
  }, [dispatch, cookies, navigate]);

  return { isOpenAccount, settings, serverStep, goNext };
}

/** The step labels shown in the flow's progress bar. */
export const OPEN_ACCOUNT_STEP_LABELS: { step: Exclude<OpenAccountStep, 'done'>; label: string }[] =
  [
    { step: 'identity', label: '实名认证' },
    { step: 'bank_card', label: '绑定银行卡' },
    { step: 'trade_password', label: '交易密码' },
    { step: 'risk_test', label: '风险测评' },
  ];
