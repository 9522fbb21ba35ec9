export { BannerCarousel, BANNER_AUTOPLAY_MS, BANNER_HEIGHT_RATIO } from './banner-carousel';
export type { BannerCarouselProps, BannerAd } from './banner-carousel';
