import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthGuard } from './auth.guard';
import { FirebaseTokenVerifier } from './firebase-token-verifier';

@Global()
@Module({
  providers: [FirebaseTokenVerifier, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [FirebaseTokenVerifier],
})
export class AuthModule {}
