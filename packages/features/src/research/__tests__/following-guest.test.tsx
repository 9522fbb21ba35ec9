// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../shared/test/render';
import { expectNoSeriousAxeViolations } from '../../shared/test/axe';
import { researchArea } from '../index';

describe('a guest opening 自选 (spec 001 §6: guests have an empty followed list)', () => {
  it('spec 001 §6: /symbols/following/ shows a guest an empty list with a login link, not the login page, and asks nothing; no serious axe violation', async () => {
    const r = renderRoute({ url: '/symbols/following/', routes: researchArea.routes });
    expect(await screen.findByText('还没有自选基金')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '登录后查看自选' })).toHaveAttribute(
      'href',
      '/accounts/login/?next=%2Fsymbols%2Ffollowing%2F',
    );
    expect(r.location()).toBe('/symbols/following/');
    expect(r.api.callsTo('GET /symbols/following/')).toHaveLength(0);
    await expectNoSeriousAxeViolations();
  });
});
