export { BannerCarousel } from './banner-carousel';
export type { BannerCarouselProps, BannerAd } from './banner-carousel';
