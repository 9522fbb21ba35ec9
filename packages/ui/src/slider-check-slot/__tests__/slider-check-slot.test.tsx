import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { SliderCheckSlot } from '../slider-check-slot';

describe('SliderCheckSlot', () => {
  it('renders the vendor widget until it reports a pass, then shows 验证通过', async () => {
    const user = userEvent.setup();
    function Harness() {
      const [passed, setPassed] = useState(false);
      return (
        <SliderCheckSlot
          passed={passed}
          onPass={() => setPassed(true)}
          render={({ onPass }) => (
            <button type="button" onClick={() => onPass('token-1')}>
              模拟滑块
            </button>
          )}
        />
      );
    }
    const { container } = render(<Harness />);
    expect(screen.getByRole('group', { name: '滑块验证' })).toHaveTextContent(
      '请按住滑块，拖动到最右边',
    );
    await user.click(screen.getByRole('button', { name: '模拟滑块' }));
    expect(screen.getByRole('status')).toHaveTextContent('验证通过');
    await expectNoAxeViolations(container);
  });
});
