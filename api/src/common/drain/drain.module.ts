import { Global, Module } from '@nestjs/common';
import { DrainState } from './drain-state.service';

@Global()
@Module({ providers: [DrainState], exports: [DrainState] })
export class DrainModule {}
