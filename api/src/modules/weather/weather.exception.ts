import { HttpStatus } from '@nestjs/common';
import { assertUnreachable } from '../../common/errors/assert-unreachable';
import { DomainException } from '../../common/errors/domain.exception';

export enum WeatherExceptionCode {
  UpstreamUnavailable = 'WEATHER_UPSTREAM_UNAVAILABLE',
}

export class WeatherException extends DomainException<WeatherExceptionCode> {
  get httpStatus(): HttpStatus {
    switch (this.code) {
      case WeatherExceptionCode.UpstreamUnavailable:
        return HttpStatus.SERVICE_UNAVAILABLE;
      default:
        return assertUnreachable(this.code);
    }
  }
}

export const weatherUnavailable = () =>
  new WeatherException(WeatherExceptionCode.UpstreamUnavailable, 'Weather service is unavailable right now. Please try again in a few minutes.');
