import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsAvailability } from '@fairway/contracts/payment';
import { apiJson, trusted } from '../http/api-json';

export const paymentsAvailabilityPath = '/api/payments/availability';

/** Whether online payment is offered here (a card option is shown only then), and whether it is the test provider. */
export function getPaymentsAvailability(): Promise<PaymentsAvailability> {
  return apiJson(paymentsAvailabilityPath, trusted<PaymentsAvailability>());
}

export function paymentsAvailabilityQueryOptions() {
  return queryOptions({ queryKey: [paymentsAvailabilityPath] as const, queryFn: getPaymentsAvailability, staleTime: 5 * 60_000 });
}

export function usePaymentsAvailability() {
  return useQuery(paymentsAvailabilityQueryOptions());
}
