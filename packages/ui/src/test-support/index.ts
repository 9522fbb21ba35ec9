/**
 * @jijin/ui/test-support — what component tests of ui and of the packages above it share:
 * the jsdom shims antd-mobile needs and the axe check. Test-only: never import it from app code.
 */
export { installJsdomShims } from './jsdom-shims';
export { expectNoAxeViolations } from './axe';
export type { AxeCheckOptions } from './axe';
