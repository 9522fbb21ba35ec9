export { ApiError, errorForStatus, titleFromErrors, hasErrorsField } from './api-error';
export type { ErrorsField } from './api-error';
export {
  createApiClient,
  requestRulesMiddleware,
  withTimeout,
  cacheKeyOf,
  REQUEST_TIMEOUT_MS,
  CSRF_COOKIE,
  CSRF_HEADER,
  TOKEN_STORAGE_KEY,
  CACHE_STORAGE_PREFIX,
  SIGNUP_COOKIE_FIELDS,
} from './client';
export type {
  ApiClient,
  ApiClientOptions,
  CachedResult,
  ResponseData,
  UnauthorizedHook,
} from './client';
export { createUnauthorizedHook } from './unauthorized';
export type { UnauthorizedHookOptions } from './unauthorized';
// The contract's generated types (openapi.yaml -> schema.gen.ts), for typing endpoints in features.
export type { paths, components, operations } from './schema.gen';
