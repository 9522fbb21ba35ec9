import { FUND_FOLLOWING_PAGE_SIZE } from '../../shared/constants';
import { appPaths } from '../../app/routes/index';
import { EmptyState } from '@jijin/ui';
import { Button } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectIsLoggedIn } from '../../app/auth-slice';
import { Page } from '../../app/page';
import { useAppSelector } from '../../app/store';
import { FundsToDiagnose } from '../../diagnosis/components/fund-list';
import { QueryState } from '../../shared/query-state';
import { useListFollowingFundsQuery } from '../../diagnosis/api';

/**
 * /symbols/funds/diagnosis/optional: diagnose the funds the user follows (自选). A guest's followed
 * list is empty (spec 001 §6): the screen offers login.
 */
export function DiagnosisOptionalScreen() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const here = useLocation();
  return (
    <Page title="诊断自选基金">
      {loggedIn ? (
        <Followed />
      ) : (
        <EmptyState
          title="登录后可诊断自选基金"
          action={
            <Button
              color="primary"
              onClick={() => navigate(appPaths.login({ next: here.pathname + here.search }))}
            >
              去登录
            </Button>
          }
        />
      )}
    </Page>
  );
}

function Followed() {
  const q = useListFollowingFundsQuery({ page: 1, page_size: FUND_FOLLOWING_PAGE_SIZE });
  return (
    <QueryState query={q}>
      {(page) =>
        page.results.length === 0 ? (
          <EmptyState title="还没有自选基金" />
        ) : (
          <FundsToDiagnose label="自选基金" funds={page.results} note="去诊断" />
        )
      }
    </QueryState>
  );
}

export default DiagnosisOptionalScreen;
