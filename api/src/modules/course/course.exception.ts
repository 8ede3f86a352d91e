import { HttpStatus } from '@nestjs/common';
import { messages } from '@fairway/contracts';
import { assertUnreachable } from '../../common/errors/assert-unreachable';
import { DomainException } from '../../common/errors/domain.exception';

export enum CourseExceptionCode {
  NoHoleInformation = 'NO_HOLE_INFORMATION',
}

export class CourseException extends DomainException<CourseExceptionCode> {
  get httpStatus(): HttpStatus {
    switch (this.code) {
      case CourseExceptionCode.NoHoleInformation:
        return HttpStatus.BAD_REQUEST;
      default:
        return assertUnreachable(this.code);
    }
  }
}

/** The chosen course is unknown or has no tee with holes. */
export function courseHasNoHoles(field: 'course' | 'courseId'): CourseException {
  const message = messages.tournament.courseHasNoHoles;
  return new CourseException(CourseExceptionCode.NoHoleInformation, message, [{ path: field, message }]);
}
