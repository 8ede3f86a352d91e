import { HttpStatus } from '@nestjs/common';
import { organisationMessages } from '@fairway/contracts/organisation';
import { forbidden } from '../../common/auth';
import { assertUnreachable } from '../../common/errors/assert-unreachable';
import { DomainException } from '../../common/errors/domain.exception';

export enum OrganisationExceptionCode {
  NotFound = 'ORGANISATION_NOT_FOUND',
  Conflict = 'ORGANISATION_CONFLICT',
}

/** Organisations: a missing organisation or member (404), a change its state forbids (409). Refusals are the auth 403. */
export class OrganisationException extends DomainException<OrganisationExceptionCode> {
  get httpStatus(): HttpStatus {
    switch (this.code) {
      case OrganisationExceptionCode.NotFound:
        return HttpStatus.NOT_FOUND;
      case OrganisationExceptionCode.Conflict:
        return HttpStatus.CONFLICT;
      default:
        return assertUnreachable(this.code);
    }
  }
}

type Message = (typeof organisationMessages)[keyof typeof organisationMessages];

export const organisationNotFound = () => new OrganisationException(OrganisationExceptionCode.NotFound, organisationMessages.notFound);
export const memberNotFound = () => new OrganisationException(OrganisationExceptionCode.NotFound, organisationMessages.memberNotFound);
export const organisationConflict = (message: Message) => new OrganisationException(OrganisationExceptionCode.Conflict, message);
export const organisationForbidden = (message: Message) => forbidden(message);
