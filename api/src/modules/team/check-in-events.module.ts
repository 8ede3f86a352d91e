import { Module } from '@nestjs/common';
import { CheckInListeners } from './check-in-listeners';

/**
 * The check-in's listeners in a module of their own: the team module tells them, and a module that listens (the
 * auction) imports this one, not the team module.
 */
@Module({
  providers: [CheckInListeners],
  exports: [CheckInListeners],
})
export class CheckInEventsModule {}
