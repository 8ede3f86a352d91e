import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'fairway:isPublic';

/** Open to visitors: the route works without a token (a valid token still identifies the caller). */
export const Public = () => SetMetadata(IS_PUBLIC, true);
