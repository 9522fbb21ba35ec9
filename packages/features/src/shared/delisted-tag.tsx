import { buyButtonState, isDelisted, type FundButtonInput } from '@jijin/core/status';

/**
 * 已终止 / 已注销 of a delisted fund (`list_status` 3 or 4, spec 001 §3; core's `isDelisted` and
 * its buy button label), grey; nothing for a listed fund. The fund detail, the market's rows and
 * the search suggestions show it, so an investor recognises a delisted fund wherever it appears.
 * @param fund any fund shape with `list_status` (a Fund, a search suggestion)
 */
export function DelistedTag({ fund }: { fund: Pick<FundButtonInput, 'list_status'> }) {
  if (!isDelisted(fund)) return null;
  return (
    <span className="jj-tag" data-color="grey" data-testid="list-status">
      {buyButtonState(fund).label}
    </span>
  );
}
