import { Module } from '@nestjs/common';
import { AccountController } from './account.controller';
import { IdentityController } from './identity.controller';
import { IdentityRelayService } from './identity-relay.service';

@Module({
  controllers: [IdentityController, AccountController],
  providers: [IdentityRelayService],
})
export class IdentityModule {}
