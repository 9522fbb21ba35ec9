import { BANNER_AUTOPLAY_MS, BANNER_HEIGHT_RATIO } from '@jijin/core';
import { Swiper } from 'antd-mobile';
import type { HTMLAttributes, MouseEvent } from 'react';
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
 * The ads banner: antd-mobile Swiper, autoplay every 3,000 ms, looping, height 0.26666 of its
 * width (CSS aspect-ratio, so no layout shift), images with width/height attributes.
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
  if (ads.length === 0) return null;
  const imageHeight = Math.round(imageWidth * BANNER_HEIGHT_RATIO);
  const many = ads.length > 1;
  return (
    <section
      {...rest}
      aria-roledescription="轮播"
      aria-label={ariaLabel}
      className={cx('jj-banner', className)}
      style={{ aspectRatio: `1 / ${BANNER_HEIGHT_RATIO}`, ...style }}
    >
      <Swiper
        autoplay={many}
        autoplayInterval={autoplayInterval}
        loop={many}
        indicator={many ? undefined : () => null}
        style={{ '--height': '100%', '--border-radius': 'var(--jj-radius)' }}
      >
        {ads.map((ad, i) => (
          <Swiper.Item key={ad.id}>
            <a
              className="jj-banner__link"
              href={ad.redirect_url ?? undefined}
              aria-label={`${ad.title}（第${i + 1}张，共${ads.length}张）`}
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
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}
