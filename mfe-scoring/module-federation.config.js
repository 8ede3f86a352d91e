import { remoteFederation } from '@fairway/scripts/rspack/apps.js';

export default remoteFederation('scoring');
