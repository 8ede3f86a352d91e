import { HttpStatus } from '@nestjs/common';
import { assertUnreachable } from '../errors/assert-unreachable';
import { DomainException } from '../errors/domain.exception';

export enum ObservabilityExceptionCode {
  MetricsForbidden = 'METRICS_FORBIDDEN',
}

export class ObservabilityException extends DomainException<ObservabilityExceptionCode> {
  get httpStatus(): HttpStatus {
    switch (this.code) {
      case ObservabilityExceptionCode.MetricsForbidden:
        return HttpStatus.FORBIDDEN;
      default:
        return assertUnreachable(this.code);
    }
  }
}

export const metricsForbidden = () =>
  new ObservabilityException(
    ObservabilityExceptionCode.MetricsForbidden,
    'Metrics are served to loopback and private-network addresses, or with the METRICS_TOKEN bearer token.',
  );
