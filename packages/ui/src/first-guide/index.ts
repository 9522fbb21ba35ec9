export { FirstGuide } from './first-guide';
export type { FirstGuideProps } from './first-guide';
