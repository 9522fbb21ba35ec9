import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { FollowButton } from '../follow-button';

describe('FollowButton', () => {
  it('reads 加自选 when not followed and 删自选 once followed (spec 001 §4)', async () => {
    const user = userEvent.setup();
    const api = vi.fn(async () => {});
    function Harness() {
      const [followed, setFollowed] = useState(false);
      return (
        <FollowButton
          followed={followed}
          onToggle={async (next) => {
            await api();
            setFollowed(next);
          }}
        />
      );
    }
    const { container } = render(<Harness />);
    await user.click(screen.getByRole('button', { name: '加自选' }));
    expect(api).toHaveBeenCalledOnce();
    expect(await screen.findByRole('button', { name: '删自选' })).toBeEnabled();
    await expectNoAxeViolations(container);
  });

  it('is busy while the toggle runs', async () => {
    const user = userEvent.setup();
    render(<FollowButton followed={false} onToggle={() => new Promise(() => {})} />);
    await user.click(screen.getByRole('button', { name: '加自选' }));
    expect(screen.getByRole('button', { name: '加自选' })).toBeDisabled();
  });
});
