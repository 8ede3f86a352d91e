import { applyDecorators, Param, UseGuards } from '@nestjs/common';
import { contestEntryParams, contestIdParams } from '@fairway/contracts/contest';
import { Public } from '../../common/auth';
import { ZodValidationPipe } from '../../common/pipes/zod-validation.pipe';
import { StationTokenGuard } from './station-token.guard';

/** `{ contestId }` from the route, validated. */
export const ContestIdParam = (): ParameterDecorator => Param(new ZodValidationPipe(contestIdParams));

/** `{ contestId, entryId }` from the route, validated. */
export const ContestEntryParam = (): ParameterDecorator => Param(new ZodValidationPipe(contestEntryParams));

/** A route a contest station calls with its link token instead of a signed-in user. */
export const StationRoute = (): MethodDecorator & ClassDecorator => applyDecorators(Public(), UseGuards(StationTokenGuard));
