import { rememberOrigin } from '@jijin/core/navigation';
import { checkSuitability } from '@jijin/core/trade';
import { appPaths } from '../../app/routes/index';
import { feedback } from '@jijin/ui';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useServices } from '../../app/services-context';
import { useConfirmInvestmentRiskMutation } from '../api';
import { useGetMyRiskProfileQuery } from '../../shared/api';
import { errorTitle } from '../../shared/trade-attempt';

/** The risk-test entry of the accounts area (spec 000 §2). */
export const RISK_TEST_PATH = appPaths.riskTest();

/** What the gate decided: go on (with `riskConfirmed` when the user confirmed the warning) or stop. */
export type SuitabilityOutcome = { proceed: true; riskConfirmed: boolean } | { proceed: false };

/**
 * Investor suitability before a buy or fixed investment (ARCHITECTURE.md, core's `checkSuitability`):
 * untested / expired -> the risk test first (origin remembered, then back here); the lowest type
 * above level 1 -> refused; above the user's type -> the warning and an explicit confirmation
 * (recorded with POST /funds/investment_risk/confirm_risk/ for each product bought). A product
 * whose risk level is unknown (null) counts as the highest, 5.
 */
export function useSuitabilityGate(
  symbol: string | readonly string[],
  productRisk: number | null | undefined,
) {
  const profile = useGetMyRiskProfileQuery();
  const [confirmRisk] = useConfirmInvestmentRiskMutation();
  const { cookies, clock } = useServices();
  const navigate = useNavigate();
  const location = useLocation();

  const ensure = useCallback(async (): Promise<SuitabilityOutcome> => {
    let data = profile.data;
    if (!data) {
      try {
        data = await profile.refetch().unwrap();
      } catch (e) {
        feedback.toast(errorTitle(e));
        return { proceed: false };
      }
    }
    const level = productRisk && productRisk >= 1 && productRisk <= 5 ? productRisk : 5;
    const verdict = checkSuitability(data, level, clock.now());
    switch (verdict.kind) {
      case 'ok':
        return { proceed: true, riskConfirmed: false };
      case 'refused':
        await feedback.alert({ title: '风险不匹配', content: verdict.message });
        return { proceed: false };
      case 'test-required': {
        const go = await feedback.confirm({
          title: '风险测评',
          content: verdict.message,
          confirmText: '去测评',
        });
        if (go) {
          const here = location.pathname + location.search;
          rememberOrigin(cookies, 'riskTest', here);
          navigate(`${RISK_TEST_PATH}?next=${encodeURIComponent(here)}`);
        }
        return { proceed: false };
      }
      case 'confirm-required': {
        const ok = await feedback.confirm({
          title: '风险提示',
          content: verdict.message,
          confirmText: '确认购买',
          cancelText: '取消',
        });
        if (!ok) return { proceed: false };
        try {
          for (const s of typeof symbol === 'string' ? [symbol] : symbol)
            await confirmRisk({ body: { symbol: s } }).unwrap();
        } catch (e) {
          feedback.toast(errorTitle(e));
          return { proceed: false };
        }
        return { proceed: true, riskConfirmed: true };
      }
    }
  }, [profile, productRisk, clock, cookies, location, navigate, confirmRisk, symbol]);

  return { ensure, profile: profile.data };
}
