import { BANNER_AUTOPLAY_MS, BANNER_HEIGHT_RATIO } from '@jijin/core/constants';
import { useEffect, useRef, useState, type HTMLAttributes, type MouseEvent } from 'react';
import { cx } from '../utils/cx';
import './banner-carousel.css';

/** One ad of an ads area (spec 001 §3 Ads: id, image, title, badge, redirect_url). */
export interface BannerAd {
  id: number | string;
  image: string;
  title: string;
  redirect_url?: string | null;
  badge?: string | null;
}

export interface BannerCarouselProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onClick'> {
  ads: readonly BannerAd[];
  /**
   * Tapped an ad. Call `event.preventDefault()` to handle navigation yourself (e.g. a router
   * push or a host deep link); otherwise the link's href is followed.
   */
  onAdClick?: (ad: BannerAd, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Autoplay interval in ms. Default 3,000. */
  autoplayInterval?: number;
  /** Intrinsic image width in px for the width/height attributes (height = width x 0.26666). Default 750. */
  imageWidth?: number;
  /** Accessible name of the carousel. Default 广告 */
  'aria-label'?: string;
}

/**
 * The ads banner: a CSS scroll-snap strip (swipe with the finger, no gesture or animation
 * library: it is on the home page's first screen), autoplay every 3,000 ms that goes
 * round from the last ad to the first, height 0.26666 of its width (CSS aspect-ratio, so no
 * layout shift), images with width/height attributes, dots under it.
 * One ad shows without autoplay or indicator; none renders nothing.
 */
export function BannerCarousel({
  ads,
  onAdClick,
  autoplayInterval = BANNER_AUTOPLAY_MS,
  imageWidth = 750,
  className,
  style,
  'aria-label': ariaLabel = '广告',
  ...rest
}: BannerCarouselProps) {
  const [active, setActive] = useState(0);
  const trackRef = useRef<HTMLDivElement>(null);
  const count = ads.length;
  const many = count > 1;
  const shown = Math.min(active, Math.max(0, count - 1));

  // Autoplay: the next ad `autoplayInterval` ms after the last change (a swipe restarts it).
  useEffect(() => {
    if (!many) return;
    const timer = setTimeout(() => setActive((shown + 1) % count), autoplayInterval);
    return () => clearTimeout(timer);
  }, [many, shown, count, autoplayInterval]);

  // Show the active ad (no-op when a swipe already put it there). Not on mount: the strip starts
  // at the first ad, and reading its width there forced a layout of the whole page inside the
  // first screen's render task (home's largest forced layout, ~25 ms on this machine's CPU).
  const placed = useRef(0);
  useEffect(() => {
    const track = trackRef.current;
    if (!track || !many || placed.current === shown) return;
    placed.current = shown;
    const left = shown * track.clientWidth;
    if (Math.abs(track.scrollLeft - left) < 1) return;
    if (typeof track.scrollTo === 'function') track.scrollTo({ left, behavior: 'smooth' });
    else track.scrollLeft = left;
  }, [shown, many]);

  // A swipe that came to rest makes its ad the active one.
  useEffect(() => {
    const track = trackRef.current;
    if (!track || !many) return;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const rested = () => {
      const width = track.clientWidth;
      if (width > 0) setActive(Math.round(track.scrollLeft / width));
    };
    // `scrollend` where the browser has it; otherwise 150 ms after the last scroll event.
    const onScroll = () => {
      clearTimeout(settle);
      settle = setTimeout(rested, 150);
    };
    const hasScrollEnd = 'onscrollend' in track;
    track.addEventListener(
      hasScrollEnd ? 'scrollend' : 'scroll',
      hasScrollEnd ? rested : onScroll,
      {
        passive: true,
      },
    );
    return () => {
      clearTimeout(settle);
      track.removeEventListener(
        hasScrollEnd ? 'scrollend' : 'scroll',
        hasScrollEnd ? rested : onScroll,
      );
    };
  }, [many]);

  if (count === 0) return null;
  const imageHeight = Math.round(imageWidth * BANNER_HEIGHT_RATIO);
  return (
    <section
      {...rest}
      aria-roledescription="轮播"
      aria-label={ariaLabel}
      className={cx('jj-banner', className)}
      style={{ aspectRatio: `1 / ${BANNER_HEIGHT_RATIO}`, ...style }}
    >
      <div className="jj-banner__track" ref={trackRef}>
        {ads.map((ad, i) => (
          <div className="jj-banner__slide" key={ad.id}>
            <a
              className="jj-banner__link"
              href={ad.redirect_url ?? undefined}
              aria-label={`${ad.title}（第${i + 1}张，共${count}张）`}
              onClick={(e) => onAdClick?.(ad, e)}
            >
              <img
                className="jj-banner__image"
                src={ad.image}
                alt=""
                width={imageWidth}
                height={imageHeight}
                loading={i === 0 ? 'eager' : 'lazy'}
                decoding="async"
                draggable={false}
              />
              {ad.badge && <span className="jj-banner__badge">{ad.badge}</span>}
            </a>
          </div>
        ))}
      </div>
      {many && (
        <div className="jj-banner__dots" aria-hidden="true">
          {ads.map((ad, i) => (
            <span
              key={ad.id}
              className={cx('jj-banner__dot', i === shown && 'jj-banner__dot--active')}
            />
          ))}
        </div>
      )}
    </section>
  );
}
