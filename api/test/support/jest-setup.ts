import 'reflect-metadata';
import { Logger } from '@nestjs/common';

// Code under test that runs outside a Nest app (data sources, services) logs through the static
// logger; keep test output to real errors. Apps built with createApp set their own levels.
Logger.overrideLogger(['error', 'fatal']);
