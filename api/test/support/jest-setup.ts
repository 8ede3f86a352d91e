import 'reflect-metadata';
import { Logger } from '@nestjs/common';
// @nestjs/throttler is CommonJS and require()s @nestjs/core; with core already evaluated, jest's ESM
// loader does not see a require(esm) cycle when a test imports the app.
import '@nestjs/core';
// Likewise firebase-admin require()s jose, which the API also imports as ESM: loaded here first, in one piece.
import 'firebase-admin/auth';

// Code under test that runs outside a Nest app (data sources, services) logs through the static
// logger; keep test output to real errors. Apps built with createApp set their own levels.
Logger.overrideLogger(['error', 'fatal']);
