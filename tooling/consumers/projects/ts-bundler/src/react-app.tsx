// packages/core/README.md "Quick start 3": the rules in another React app (types only here; the
// app's bundler would bring React itself).
import { useState } from 'react';
import { checkMobile } from '@jijin/core/validation';
import { tradeStatusText, tradeStatusColor } from '@jijin/core/status';
import { formatBigNumber } from '@jijin/core/format';
import { createApiClient, type paths } from '@jijin/core/api';
import type { CookieJar } from '@jijin/core/ports';

const cookies: CookieJar = {
  get: (name) => document.cookie.match(new RegExp(`(?:^|; )${name}=([^;]*)`))?.[1],
  set: (name, value) => void (document.cookie = `${name}=${value}; path=/`),
  remove: (name) => void (document.cookie = `${name}=; max-age=0; path=/`),
};
// localStorage already is a KeyValueStorage (getItem / setItem / removeItem).
export const api = createApiClient<paths>({ storage: localStorage, cookies });

export function MobileField({ onValid }: { onValid: (mobile: string) => void }) {
  const [mobile, setMobile] = useState('');
  const check = checkMobile(mobile);
  return (
    <label>
      手机号
      <input value={mobile} onChange={(e) => setMobile(e.target.value)} inputMode="numeric" />
      {mobile && !check.ok && <span role="alert">{check.message}</span>}
      <button disabled={!check.ok} onClick={() => onValid(mobile)}>
        下一步
      </button>
    </label>
  );
}

export const TradeStatus = ({ status }: { status: number }) => (
  <span data-color={tradeStatusColor(status)}>{tradeStatusText(status)}</span>
);
export const FundSize = ({ yuan }: { yuan: string }) => <span>{formatBigNumber(yuan)}元</span>;
