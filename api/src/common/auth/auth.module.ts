import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthGuard } from './auth.guard';
import { FirebaseAdminApp } from './firebase-admin-app';
import { FirebaseTokenVerifier } from './firebase-token-verifier';
import { LocalIdentityKey } from './local-identity-key';
import { SigningKeyRepository } from './signing-key.repository';
import { TokenRevocations } from './token-revocations';

@Global()
@Module({
  providers: [FirebaseAdminApp, SigningKeyRepository, LocalIdentityKey, TokenRevocations, FirebaseTokenVerifier, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [FirebaseTokenVerifier, FirebaseAdminApp, LocalIdentityKey, TokenRevocations],
})
export class AuthModule {}
