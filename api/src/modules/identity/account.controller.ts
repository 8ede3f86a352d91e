import { Controller, HttpCode, HttpStatus, Logger, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser } from '../../common/auth';
import { TokenRevocations } from '../../common/auth/token-revocations';
import { IdentityException, IdentityExceptionCode, identityMessages } from './identity.exception';

/** The signed-in caller's own account. */
@Controller('account')
export class AccountController {
  private readonly logger = new Logger(AccountController.name);

  constructor(private readonly revocations: TokenRevocations) {}

  /**
   * Ends every session of the caller's account, this one included: its refresh tokens stop renewing and its ID
   * tokens are refused (a stolen phone's or a shared computer's too).
   */
  @Post('sign-out-everywhere')
  @HttpCode(HttpStatus.NO_CONTENT)
  async signOutEverywhere(@CurrentUser() user: AuthUser): Promise<void> {
    try {
      await this.revocations.revokeAll(user.uid);
    } catch (error) {
      this.logger.warn(`Could not revoke the sessions of ${user.uid}: ${error instanceof Error ? error.message : String(error)}`);
      throw new IdentityException(IdentityExceptionCode.RevocationUnavailable, identityMessages.revocationUnavailable);
    }
  }
}
