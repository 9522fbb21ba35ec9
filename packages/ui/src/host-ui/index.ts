export { HostUiProvider, useHostUi, hostUiFromBridge } from './host-ui-provider';
export type { HostUiProviderProps, HostUiValue } from './host-ui-provider';
