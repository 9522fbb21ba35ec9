export { AgreementCheckbox } from './agreement-checkbox';
export type { AgreementCheckboxProps, AgreementLink } from './agreement-checkbox';
