export { expectNoAxeViolations } from '../test-support/axe';
