// The gateway schema: every type file registers itself on the builder when imported here (docs/api.md).
import { builder } from './builder';
import './types/file-scalar';
import './types/health';
import './types/shop';
import './types/attachment-check';

export const schema = builder.toSchema({ sortSchema: true });
