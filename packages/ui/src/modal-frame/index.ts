export { ModalFrame } from './modal-frame';
export type { ModalFrameProps } from './modal-frame';
