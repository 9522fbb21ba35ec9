import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FUND_LIST_SORT, FUND_LIST_SORT_FIELDS, isFundListSort } from '../fund-list-sort';

interface Parameter {
  name?: string;
  description?: string;
  schema?: { default?: unknown };
}

/** The `sort` parameter of listFunds in openapi/openapi.yaml. */
function contractSort(): Parameter {
  const doc = parse(
    readFileSync(new URL('../../../openapi/openapi.yaml', import.meta.url), 'utf8'),
  );
  const op = doc.paths['/symbols/funds/'].get as { operationId: string; parameters: Parameter[] };
  expect(op.operationId).toBe('listFunds');
  return op.parameters.find((p) => p.name === 'sort')!;
}

describe('the fund-list sort is typed from the contract (spec 001 §9 default list)', () => {
  it("names exactly the fields of listFunds' sort parameter, and its default", () => {
    const sort = contractSort();
    // "Field name, `-` for descending: percent_day/week/month/season/year, year_yld, net_value."
    const listed = sort
      .description!.split(':')[1]!
      .replace(/\.$/, '')
      .split(',')
      .flatMap((part) => {
        const [first, ...rest] = part.trim().split('/');
        const prefix = first!.slice(0, first!.lastIndexOf('_') + 1);
        return [first!, ...rest.map((r) => prefix + r)];
      });
    expect(listed).toEqual([...FUND_LIST_SORT_FIELDS]);
    expect(sort.schema?.default).toBe(DEFAULT_FUND_LIST_SORT);
  });

  it('accepts a field with or without a leading - and nothing else', () => {
    expect(isFundListSort('-percent_year')).toBe(true);
    expect(isFundListSort('net_value')).toBe(true);
    expect(isFundListSort('--net_value')).toBe(false);
    expect(isFundListSort('percent_3year')).toBe(false);
    expect(isFundListSort('')).toBe(false);
  });
});
