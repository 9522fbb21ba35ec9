// @vitest-environment jsdom
import { createMemoryCookieJar } from '@jijin/core';
import { markTradeDetailJump, hasTradeDetailJump } from '@jijin/core/navigation';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import type { AppServices } from '../../app/services';
import { ServicesProvider } from '../../app/services-context';
import { useTradeDetailJump } from '../trade-attempt';

const gate = { open: false, ready: Promise.resolve() };

function Detail() {
  const fromTrade = useTradeDetailJump();
  // the first render suspends and is thrown away, as an interrupted navigation's render is
  if (!gate.open) throw gate.ready;
  return <p>{fromTrade ? '回到来源' : '回到持仓'}</p>;
}

describe('useTradeDetailJump (spec 001 §2 Back navigation)', () => {
  it('keeps the flag through a discarded first render and clears it once mounted', async () => {
    const cookies = createMemoryCookieJar();
    markTradeDetailJump(cookies);
    let resolve = () => {};
    gate.ready = new Promise<void>((r) => (resolve = r));
    const services = { cookies } as unknown as AppServices;
    render(
      <ServicesProvider services={services}>
        <Suspense fallback={<p>加载中</p>}>
          <Detail />
        </Suspense>
      </ServicesProvider>,
    );
    expect(hasTradeDetailJump(cookies)).toBe(true);
    await act(async () => {
      gate.open = true;
      resolve();
    });
    expect(await screen.findByText('回到来源')).toBeTruthy();
    expect(hasTradeDetailJump(cookies)).toBe(false);
  });

  it('is false when the screen was opened any other way', () => {
    const services = { cookies: createMemoryCookieJar() } as unknown as AppServices;
    function Plain() {
      return <p>{useTradeDetailJump() ? '回到来源' : '回到持仓'}</p>;
    }
    render(
      <ServicesProvider services={services}>
        <Plain />
      </ServicesProvider>,
    );
    expect(screen.getByText('回到持仓')).toBeTruthy();
  });
});
