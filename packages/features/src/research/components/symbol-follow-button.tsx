import { FollowButton, feedback } from '@jijin/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectIsLoggedIn } from '../../app/auth-slice';
import { loginPathFor } from '../../app/guard';
import { useAppSelector } from '../../app/store';
import { errorTitle } from '../../shared/trade-attempt';
import { FUND_FOLLOWING_PAGE_SIZE } from '../../shared/constants';
import {
  useFollowSymbolMutation,
  useListFollowingSymbolsQuery,
  useUnfollowSymbolMutation,
} from '../api';

/**
 * 加自选 / 删自选 of a stock (symbol_type 1) or an index (5): the followed state is read from the
 * following list (`symbols` check); guests go to login first (spec 001 §4, §6).
 */
export function SymbolFollowButton({
  id,
  symbol,
  symbolType,
}: {
  id: number;
  symbol: string;
  symbolType: 1 | 5;
}) {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const navigate = useNavigate();
  const location = useLocation();
  const q = useListFollowingSymbolsQuery(
    {
      symbol_type: String(symbolType) as '1' | '5',
      symbols: symbol,
      page: 1,
      page_size: FUND_FOLLOWING_PAGE_SIZE,
    },
    { skip: !loggedIn },
  );
  const [follow] = useFollowSymbolMutation();
  const [unfollow] = useUnfollowSymbolMutation();
  const followed = (q.data?.results.length ?? 0) > 0;
  return (
    <FollowButton
      size="small"
      followed={followed}
      disabled={loggedIn && q.data === undefined}
      onToggle={async (next) => {
        if (!loggedIn) {
          navigate(loginPathFor(location.pathname + location.search));
          return;
        }
        try {
          await (next ? follow : unfollow)({ id, symbol_type: symbolType }).unwrap();
          feedback.toast(next ? '已加入自选' : '已删除自选');
        } catch (e) {
          feedback.toast(errorTitle(e));
        }
      }}
    />
  );
}
