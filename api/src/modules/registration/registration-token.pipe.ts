import { Injectable, type PipeTransform } from '@nestjs/common';
import { registrationMessages } from '@fairway/contracts/registration-messages';
import { type RegistrationTokenParams, registrationTokenParams } from '@fairway/contracts/registration';
import { registrationNotFound } from './registration.exception';

/** A link whose token is not even well formed names no registration: 404, as for an unknown one, so its page says so. */
@Injectable()
export class RegistrationTokenPipe implements PipeTransform<unknown, RegistrationTokenParams> {
  transform(value: unknown): RegistrationTokenParams {
    const parsed = registrationTokenParams.safeParse(value);
    if (!parsed.success) throw registrationNotFound(registrationMessages.registrationNotFound);
    return parsed.data;
  }
}
