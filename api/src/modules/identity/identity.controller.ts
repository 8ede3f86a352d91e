import { Body, Controller, HttpCode, Param, Post, Query, Res, UseFilters } from '@nestjs/common';
import type { Response } from 'express';
import { Public } from '../../common/auth';
import { SignInLimit } from '../../common/limits/sign-in-limit.decorator';
import { WriteLimit } from '../../common/limits/write-limit.decorator';
import { FirebaseErrorFilter } from './firebase-error.filter';
import type { RelayAnswer } from './identity-relay';
import { IdentityRelayService } from './identity-relay.service';

/** The Firebase client's paths (it calls them at this origin when told the emulator is here), outside /api. */
export const identityPaths = ['identitytoolkit.googleapis.com/{*path}', 'securetoken.googleapis.com/{*path}'];

type Body = Record<string, unknown>;

function reply(response: Response, answer: RelayAnswer): unknown {
  response.status(answer.status);
  return answer.body;
}

/**
 * The local identity service under the Auth emulator, speaking the protocol of Google's identity servers:
 * sign-in and sign-up are limited per account tried and per address; errors come in Firebase's shape.
 */
@Public()
@UseFilters(FirebaseErrorFilter)
@Controller()
export class IdentityController {
  constructor(private readonly relays: IdentityRelayService) {}

  @Post('identitytoolkit.googleapis.com/v1/accounts\\:signInWithPassword')
  @HttpCode(200)
  @SignInLimit()
  async signIn(@Body() body: Body, @Query('key') key: string | undefined, @Res({ passthrough: true }) response: Response) {
    return reply(response, await this.relays.current.identityToolkit('accounts:signInWithPassword', body ?? {}, key));
  }

  @Post('identitytoolkit.googleapis.com/v1/accounts\\:signUp')
  @HttpCode(200)
  @SignInLimit()
  async signUp(@Body() body: Body, @Query('key') key: string | undefined, @Res({ passthrough: true }) response: Response) {
    return reply(response, await this.relays.current.identityToolkit('accounts:signUp', body ?? {}, key));
  }

  @Post('identitytoolkit.googleapis.com/v1/:operation')
  @HttpCode(200)
  @WriteLimit('identity')
  async account(
    @Param('operation') operation: string,
    @Body() body: Body,
    @Query('key') key: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ) {
    return reply(response, await this.relays.current.identityToolkit(operation, body ?? {}, key));
  }

  @Post('securetoken.googleapis.com/v1/token')
  @HttpCode(200)
  @WriteLimit('identity')
  async token(@Body() body: Body, @Query('key') key: string | undefined, @Res({ passthrough: true }) response: Response) {
    return reply(response, await this.relays.current.secureToken(body ?? {}, key));
  }
}
