export { SliderCheckSlot } from './slider-check-slot';
export type { SliderCheckSlotProps } from './slider-check-slot';
export { SliderCheck } from './slider-check';
export type { SliderCheckProps } from './slider-check';
