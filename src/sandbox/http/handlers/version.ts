// GET /v1/version: the interface version string the sandbox implements.
import type { SomeOperationHandlers } from '../types';

/** The version of the Trading API interface description (interface document, Versioning). */
export const API_VERSION = '2025-10-31';

export const versionHandlers = {
  get_version: () => ({ data: { version: API_VERSION } }),
} satisfies SomeOperationHandlers;
