import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { HostUiProvider, useHostUi } from '../host-ui-provider';

function Probe() {
  const host = useHostUi();
  return <p>{host.showHeader ? '显示标题栏' : '隐藏标题栏'}</p>;
}

describe('HostUiProvider', () => {
  it('shows headers by default and lets a host hide them', async () => {
    const { container, rerender } = render(<Probe />);
    expect(screen.getByText('显示标题栏')).toBeInTheDocument();
    rerender(
      <HostUiProvider showHeader={false}>
        <Probe />
      </HostUiProvider>,
    );
    expect(screen.getByText('隐藏标题栏')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });
});
