import { ListRows } from '@jijin/ui';
import { appPaths } from '../../app/routes/index';
import { ListRowLink } from '../../shared/list-row-link';

/**
 * A named list of funds to diagnose (ui `ListRow` cells): each fund's name is the link to its
 * diagnosis, its code below (followed by `note`, e.g. 去诊断, when given).
 */
export function FundsToDiagnose({
  label,
  funds,
  note,
  flush,
}: {
  label: string;
  funds: { symbol: string; abbr_name: string }[];
  note?: string;
  flush?: boolean;
}) {
  return (
    <ListRows label={label} flush={flush}>
      {funds.map((f) => (
        <ListRowLink
          key={f.symbol}
          to={appPaths.diagnosisDetail(f.symbol)}
          title={f.abbr_name}
          description={note ? `${f.symbol} · ${note}` : f.symbol}
        />
      ))}
    </ListRows>
  );
}
