import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { restoreClock, useFakeClock } from '../../test/timers';
import { BANNER_HEIGHT_RATIO } from '@jijin/core/constants';
import { BannerCarousel, type BannerAd } from '../banner-carousel';

const ads: BannerAd[] = [
  {
    id: 1,
    image: 'https://example.com/a.png',
    title: '新人专享福利',
    redirect_url: '/promotion/guessgame/',
  },
  {
    id: 2,
    image: 'https://example.com/b.png',
    title: '定投指南',
    redirect_url: '/funds/faq/',
    badge: '广告',
  },
];

function activeDot(container: HTMLElement): number {
  const dots = [...container.querySelectorAll('.jj-banner__dot')];
  return dots.findIndex((d) => d.classList.contains('jj-banner__dot--active'));
}

afterEach(() => act(() => restoreClock()));

describe('BannerCarousel', () => {
  it('is 0.26666 of its width tall and gives images width and height (spec 000 §9)', async () => {
    const { container } = render(<BannerCarousel ads={ads} />);
    const region = screen.getByRole('region', { name: '广告' });
    expect(region.style.aspectRatio).toBe(`1 / ${BANNER_HEIGHT_RATIO}`);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('width', '750');
    expect(img).toHaveAttribute('height', '200');
    expect(screen.getAllByRole('link', { name: /新人专享福利/ })[0]).toHaveAttribute(
      'href',
      '/promotion/guessgame/',
    );
    await expectNoAxeViolations(container);
  });

  it('moves to the next ad after 3,000 ms (spec 000 §9)', () => {
    useFakeClock();
    const { container } = render(<BannerCarousel ads={ads} />);
    expect(activeDot(container)).toBe(0);
    act(() => vi.advanceTimersByTime(2900));
    expect(activeDot(container)).toBe(0);
    act(() => vi.advanceTimersByTime(200));
    expect(activeDot(container)).toBe(1);
    // and round from the last ad to the first
    act(() => vi.advanceTimersByTime(3000));
    expect(activeDot(container)).toBe(0);
  });

  it('reports taps on an ad', async () => {
    const user = userEvent.setup();
    const onAdClick = vi.fn((_ad: BannerAd, e: { preventDefault(): void }) => e.preventDefault());
    render(<BannerCarousel ads={ads} onAdClick={onAdClick} />);
    await user.click(screen.getAllByRole('link', { name: /定投指南/ })[0]!);
    expect(onAdClick).toHaveBeenCalledWith(ads[1], expect.anything());
  });

  it('renders nothing without ads and no indicator for a single ad', () => {
    const { container, rerender } = render(<BannerCarousel ads={[]} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<BannerCarousel ads={ads.slice(0, 1)} />);
    expect(container.querySelector('.jj-banner__dots')).toBeNull();
  });

  it('reads no layout when it mounts, and scrolls the strip to the ad autoplay moves to', () => {
    useFakeClock();
    const widthReads = vi.fn(() => 375);
    const spy = vi
      .spyOn(HTMLElement.prototype, 'clientWidth', 'get')
      .mockImplementation(widthReads);
    const scrollTo = vi.fn();
    HTMLElement.prototype.scrollTo = scrollTo;
    try {
      render(<BannerCarousel ads={ads} />);
      expect(widthReads).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(3000));
      expect(scrollTo).toHaveBeenCalledWith({ left: 375, behavior: 'smooth' });
    } finally {
      spy.mockRestore();
      delete (HTMLElement.prototype as { scrollTo?: unknown }).scrollTo;
    }
  });
});
