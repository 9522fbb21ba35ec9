import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { SliderCheck } from '../slider-check';
import { SliderCheckSlot } from '../slider-check-slot';

function Harness({ onPass }: { onPass: (token: string) => void }) {
  const [passed, setPassed] = useState(false);
  return (
    <SliderCheckSlot
      passed={passed}
      onPass={(t) => {
        onPass(t);
        setPassed(true);
      }}
    />
  );
}

/** jsdom lays nothing out: give the track 300 px and the handle 44 px. */
function layOut(handle: HTMLElement) {
  const rect = (width: number) => ({
    width,
    height: 44,
    x: 0,
    y: 0,
    top: 0,
    left: 0,
    right: width,
    bottom: 44,
    toJSON: () => ({}),
  });
  handle.getBoundingClientRect = () => rect(44) as DOMRect;
  handle.parentElement!.getBoundingClientRect = () => rect(300) as DOMRect;
}

describe('the slider check passes a captcha send only when the handle reaches the end (spec 000 §5)', () => {
  it('is keyboard operable: arrows move the handle 10 % a step, End completes it and shows 验证通过', async () => {
    const user = userEvent.setup();
    const onPass = vi.fn();
    const { container } = render(<Harness onPass={onPass} />);
    const slider = screen.getByRole('slider', { name: '向右拖动滑块完成验证' });
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    await expectNoAxeViolations(container);
    await user.tab();
    expect(slider).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '20');
    await user.keyboard('{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '10');
    expect(onPass).not.toHaveBeenCalled();
    await user.keyboard('{End}');
    expect(onPass).toHaveBeenCalledTimes(1);
    // The ticket the server checks: ms since the widget appeared, and the 4 key presses.
    expect(onPass.mock.calls[0]![0]).toMatch(/^builtin\.v1\.\d+\.4$/);
    expect(screen.getByRole('status')).toHaveTextContent('验证通过');
    await expectNoAxeViolations(container);
  });

  it('springs back when a drag is released before the end, passes when dragged to the end', () => {
    const onPass = vi.fn();
    render(<SliderCheck onPass={onPass} />);
    const slider = screen.getByRole('slider');
    layOut(slider);
    fireEvent.pointerDown(slider, { clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: 138, pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    fireEvent.pointerUp(slider, { clientX: 138, pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuenow', '0');
    expect(onPass).not.toHaveBeenCalled();

    fireEvent.pointerDown(slider, { clientX: 10, pointerId: 1 });
    fireEvent.pointerMove(slider, { clientX: 200, pointerId: 1 });
    fireEvent.pointerUp(slider, { clientX: 266, pointerId: 1 });
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    expect(slider).toHaveAttribute('aria-valuetext', '验证通过');
    expect(onPass).toHaveBeenCalledTimes(1);
    expect(onPass.mock.calls[0]![0]).toMatch(/^builtin\.v1\.\d+\.1$/);
  });
});
