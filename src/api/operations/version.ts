// Operations of the Trading API: version.
import { z } from 'zod';
import { defineOperation } from '../operation';
import { Version } from '../schemas/common';

/** Get the API version. */
export const get_version = defineOperation({
  id: 'get_version',
  method: 'GET',
  path: '/v1/version',
  params: z.object({}),
  query: z.object({}),
  data: Version,
});
