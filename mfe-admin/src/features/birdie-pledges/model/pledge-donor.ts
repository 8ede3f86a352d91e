import type { BirdiePledge } from '@fairway/contracts/birdie-pledge';

/** Who pledged: the name, or Anonymous. */
export const donorOf = (pledge: Pick<BirdiePledge, 'donorName'>) => pledge.donorName ?? 'Anonymous';
