export { SliderCheckSlot } from './slider-check-slot';
export type { SliderCheckSlotProps } from './slider-check-slot';
