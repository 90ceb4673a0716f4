// The gateway schema: every type file registers itself on the builder when imported here (docs/api.md).
import { builder } from './builder';
import './types/file-scalar';
import './types/health';
import './types/shop';
import './types/attachment-check';
import './types/contact';
import './types/customer';
import './types/ratings';
import './types/price';
import './types/product';
import './types/search';
import './types/basket';
import './types/basket-mutations';
import './types/wishlist';
import './types/order';

export const schema = builder.toSchema({ sortSchema: true });
